export const CALENDAR = {
  MAX_EVENTS: 3,
  MAX_EVENTS_NARROW: 2,
  NARROW_WIDTH: 768,
  TITLE_CUT: 8,
  REGULAR_LESSON_OCCURRENCES: 52,
  PERSONAL_SHOWN: 3,
  MOBILE_BREAKPOINT: 1024,
  /** Longest range, in days, one busy-times request may ask for. */
  BUSY_TIMES_MAX_DAYS: 62,
} as const;

/** docs/product/constants.md text cuts; the preferred time is cut to 30 only once it is longer than 40. */
export const TEXT_CUTS = {
  PREFERRED_TIME_THRESHOLD: 40,
  PREFERRED_TIME: 30,
  PREFERRED_TIME_CARD: 25,
  SCHEDULE_CHANGE_REASON_LIST: 30,
  SCHEDULE_CHANGE_REASON_CARD: 25,
} as const;
