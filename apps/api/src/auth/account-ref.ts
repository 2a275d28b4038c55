/** Which account a session belongs to: a member (student) or a staff account. */
export interface AccountRef {
  type: 'member' | 'staff';
  id: number;
}
