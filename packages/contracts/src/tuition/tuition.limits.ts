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

/**
 * The academy's bank-transfer details the admin sets (docs/product/tuition.md, "Paying by bank
 * transfer"): a bank's name, an account number of digits and dashes with ACCOUNT_DIGITS_MIN to
 * ACCOUNT_DIGITS_MAX digits (Korean accounts have 10 to 14), the holder, and a one-line note.
 */
export const BANK_TRANSFER_LIMITS = {
  BANK_NAME_MAX: 30,
  ACCOUNT_NUMBER_MAX: 30,
  ACCOUNT_DIGITS_MIN: 6,
  ACCOUNT_DIGITS_MAX: 20,
  ACCOUNT_HOLDER_MAX: 50,
  NOTE_MAX: TEXT_LIMITS.SHORT_TEXT,
} as const;

/**
 * The depositor name a member writes on a transfer (decision 0040): at most NAME_CHARS
 * characters of the student's name, then the due's year and month as YYMM. Korean banks print
 * at least 7 Hangul (14 bytes) of a depositor name; 5 Hangul and 4 digits fit in that.
 */
export const DEPOSITOR_NAME_LIMITS = { NAME_CHARS: 5, REFERENCE_DIGITS: 4 } as const;
