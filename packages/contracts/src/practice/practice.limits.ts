/**
 * Caps on one member's practice-room bookings, so that no one can hold every room for days.
 * Days are counted on the academy's calendar (Asia/Seoul); a week runs from Monday to Sunday
 * in Seoul.
 */
export const PRACTICE_BOOKING_LIMITS = {
  /** The last bookable day is today (Seoul) plus this many days. */
  HORIZON_DAYS: 14,
  MAX_HOURS_PER_BOOKING: 2,
  /** Booked sessions of the member that have not ended yet. */
  MAX_OPEN_BOOKINGS: 6,
  /** Hours of the member's bookings (not cancelled) that start in one Monday-to-Sunday week. */
  MAX_HOURS_PER_WEEK: 6,
} as const;

/**
 * The months the practice calendar (GET /practice) covers around this one: a year of history
 * for the staff, and the next month, which holds the last bookable day.
 */
export const PRACTICE_CALENDAR_WINDOW = {
  MONTHS_BACK: 12,
  MONTHS_AHEAD: 1,
} as const;
