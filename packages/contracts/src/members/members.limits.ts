/** The staff member list's search box: a name or phone number, trimmed, at most this long. */
export const MEMBER_LIST_LIMITS = {
  SEARCH_MAX: 50,
} as const;

/**
 * The member page's bounded lists (docs/product/back-office.md#the-member-page): attendance
 * ATTENDANCE_PAGE_SIZE marks a page up to MAX_ATTENDANCE_PAGE pages; the latest DUES dues and
 * REQUESTS of each kind of request.
 */
export const MEMBER_OVERVIEW_LIMITS = {
  ATTENDANCE_PAGE_SIZE: 10,
  MAX_ATTENDANCE_PAGE: 100,
  DUES: 12,
  REQUESTS: 10,
} as const;
