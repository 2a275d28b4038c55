/** The staff member list's search box: a name or phone number, trimmed, at most this long. */
export const MEMBER_LIST_LIMITS = {
  SEARCH_MAX: 50,
} as const;
