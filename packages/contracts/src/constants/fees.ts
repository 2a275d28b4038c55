/** docs/product/constants.md, amounts in KRW. */
export const FEES = {
  REGULAR_MONTHLY: 170_000,
  EXAM_MONTHLY: 210_000,
  LESSONS_PER_MONTH: 4,
  DUE_DAY: 1,
  ONEDAY: 0,
  /** Far above any real fee; only keeps a typo (or abuse) from reaching the integer column. */
  MONTHLY_MAX: 10_000_000,
} as const;
