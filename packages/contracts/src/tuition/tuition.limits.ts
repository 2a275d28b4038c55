import { FEES } from '../constants/fees';
import { TEXT_LIMITS } from '../common/text-limits';

/**
 * The months a tuition call may name (docs/product/tuition.md): from the first month the
 * academy kept dues to a year after the current Seoul month, so a typo in the year is refused.
 */
export const TUITION_MONTH_WINDOW = { FIRST: '2020-01', MONTHS_AHEAD: 12 } as const;

/** An adjusted amount: 0 (waived) up to the fee column's bound. */
export const TUITION_AMOUNT_MAX = FEES.MONTHLY_MAX;

/** Notes and adjustment reasons are one line each. */
export const TUITION_TEXT_MAX_LENGTH = TEXT_LIMITS.SHORT_TEXT;

/**
 * A payment may be recorded up to this many days before the due's month starts (paid ahead),
 * and never after today (Seoul).
 */
export const TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH = 31;

/** GET /tuition/me answers at most this many dues, newest month first (two years). */
export const TUITION_HISTORY_MAX = 24;

/** The staff list: dues of one month a page at a time. */
export const TUITION_PAGING = { DEFAULT_LIMIT: 20, MAX_LIMIT: 100 } as const;

/**
 * The sibling discount the admin sets (docs/product/tuition.md, "Sibling discount"): a fixed
 * amount of whole won from 1 to the largest due, or a percentage from 1 to 100.
 */
export const SIBLING_DISCOUNT_LIMITS = {
  AMOUNT_MIN: 1,
  AMOUNT_MAX: TUITION_AMOUNT_MAX,
  PERCENT_MIN: 1,
  PERCENT_MAX: 100,
} as const;
