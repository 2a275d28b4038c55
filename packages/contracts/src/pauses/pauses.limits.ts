/**
 * Bounds of a pause (docs/product/pauses.md): whole months from next month on, at most
 * MONTHS_PER_REQUEST in a row per request, FIRST_MONTH_AHEAD months ahead at the latest for its
 * first month, and at most MONTHS_PER_YEAR paused months (asked or approved) in one calendar year.
 */
export const PAUSE_LIMITS = {
  MONTHS_PER_REQUEST: 3,
  MONTHS_PER_YEAR: 3,
  FIRST_MONTH_AHEAD: 6,
} as const;
