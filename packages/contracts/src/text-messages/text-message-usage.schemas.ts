import { z } from 'zod';
import { filledString, keyIssue } from '../common/text-fields';
import { addMonths, isTuitionMonthText, seoulMonthOf } from '../tuition/tuition-month';
import { TEXT_MESSAGE_USAGE_MONTHS } from './text-message-usage.limits';

/** The last month the usage may be asked for when it is `instant` now: next month (Seoul). */
export function lastTextUsageMonth(instant: Date): string {
  return addMonths(seoulMonthOf(instant), TEXT_MESSAGE_USAGE_MONTHS.MONTHS_AHEAD);
}

/**
 * A month of usage, YYYY-MM, from TEXT_MESSAGE_USAGE_MONTHS.FIRST to next month (Seoul). The
 * clock is read when the request is checked, as for the tuition months.
 */
export const ZTextMessageUsageMonth = filledString('tuitionMonthFormat').superRefine(
  (month, ctx) => {
    if (!isTuitionMonthText(month)) ctx.addIssue(keyIssue('tuitionMonthFormat'));
    else if (month < TEXT_MESSAGE_USAGE_MONTHS.FIRST || month > lastTextUsageMonth(new Date())) {
      ctx.addIssue(keyIssue('textUsageMonthOutOfRange'));
    }
  },
);

/** GET /text-messages/usage: one month, the current Seoul month when absent. */
export const ZTextMessageUsageQuery = z.object({ month: ZTextMessageUsageMonth.optional() });
export type TTextMessageUsageQuery = z.infer<typeof ZTextMessageUsageQuery>;

const count = z.number().int().min(0);
/** Won, estimated: whole won, rounded. */
const won = z.number().int().min(0);
/** A price per message in won, as configured (it may have a fraction: 8.4 won). */
const price = z.number().min(0);

export const ZTextMessageUsage = z.object({
  /** YYYY-MM, Seoul: messages queued in that month. */
  month: z.string(),
  /**
   * False when the month started longer ago than MESSAGE_ROWS_KEPT_DAYS: the outboxes have
   * forgotten part of it, so its counts are lower than what was sent.
   */
  complete: z.boolean(),
  /** Whether the text channel is configured now (the counts are what the rows say either way). */
  textChannelOn: z.boolean(),
  textMessages: z.object({
    /** Delivered as 알림톡. */
    alimtalk: count,
    /** Delivered as the 알림톡's SMS fallback. */
    smsFallback: count,
    /** Delivered as the 알림톡's LMS fallback (also a fallback whose type the provider did not say). */
    lmsFallback: count,
    failed: count,
    /** Queued, or taken by the provider with no final word yet. */
    pending: count,
    /** Never sent: the member they were about left first. */
    cancelled: count,
  }),
  emails: z.object({ sent: count, failed: count, pending: count }),
  /** The prices the estimate uses, per message, in won (settings SOLAPI_PRICE_*). */
  prices: z.object({ alimtalk: price, sms: price, lms: price }),
  /** Delivered messages times their price; failed, pending and cancelled ones cost nothing. */
  estimatedCost: z.object({ alimtalk: won, sms: won, lms: won, total: won }),
});
export type TTextMessageUsage = z.infer<typeof ZTextMessageUsage>;
