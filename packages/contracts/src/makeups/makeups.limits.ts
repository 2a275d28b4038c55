/** Where a credit came from (docs/product/makeups.md); a staff grant has no lesson day. */
export const MAKEUP_CREDIT_SOURCES = [
  'absence_notice',
  'academy_cancellation',
  'staff_grant',
] as const;

/** What the ledger says of a credit today: exactly one of these, so the counts add up. */
export const MAKEUP_CREDIT_STATES = ['open', 'spent', 'voided', 'expired'] as const;

/** What members and staff see of a make-up; `cancelled` rows are not listed. */
export const MAKEUP_LESSON_STATUSES = ['booked', 'requested', 'rejected'] as const;

export const MAKEUP_LIMITS = {
  /** A make-up starting at least this long after it is chosen is booked at once; sooner, staff decide. */
  BOOK_AT_ONCE_HOURS_AHEAD: 24,
  REASON_MAX_LENGTH: 200,
  RESPONSE_MAX_LENGTH: 200,
  /** The most make-ups and past credits one view lists (newest kept); the ledger still counts all. */
  LIST_MAX: 50,
  /** The booking dialog offers days up to this many from today (a credit lasts a year at most). */
  DAYS_OFFERED: 366,
} as const;
