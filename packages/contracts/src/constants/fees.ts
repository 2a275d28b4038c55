/** SPEC §9, amounts in KRW. */
export const FEES = {
  REGULAR_MONTHLY: 170_000,
  EXAM_MONTHLY: 210_000,
  LESSONS_PER_MONTH: 4,
  DUE_DAY: 1,
  ONEDAY: 0,
} as const;
