/** Which account a session belongs to: a member (student) or a staff account. */
export interface AccountRef {
  type: 'member' | 'staff';
  id: number;
}

export const sameAccount = (a: AccountRef, b: AccountRef): boolean =>
  a.type === b.type && a.id === b.id;
