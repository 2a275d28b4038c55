/**
 * How far ahead a closed day may be declared (docs/product/validation.md): far enough for next
 * year's holidays, near enough that a typo in the year is refused. Today is the earliest day.
 */
export const CLOSURE_WINDOW = { FUTURE_DAYS: 2 * 366 } as const;

/** Reasons are short labels shown on every calendar ("설날", "Teacher's leave"). */
export const CLOSURE_REASON_MAX_LENGTH = 100;
