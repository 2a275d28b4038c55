import {
  addMonths,
  MESSAGE_ROWS_KEPT_DAYS,
  seoulInstant,
  seoulMonthOf,
  type TTextMessageUsage,
} from '@academy/contracts';
import type { TextMessagePrices } from '../config/config.js';
import { type Clock, systemClock } from '../lib/clock.js';
import type { TextMessageUsageRepository, TOutcomeCount } from './text-message-usage-repository.js';

const DAY_MS = 86_400_000;

/** The first instant of a Seoul month (YYYY-MM). */
const monthStart = (month: string) => seoulInstant(`${month}-01`, 0);

const sumOf = (counts: readonly TOutcomeCount[], keep: (row: TOutcomeCount) => boolean) =>
  counts.filter(keep).reduce((total, row) => total + row.count, 0);

/**
 * The text messages by outcome. A fallback is `fell_back` with the type the provider said; one
 * whose type it did not say counts as LMS, the dearer, so the estimate errs high. A plain SMS/LMS
 * (docs/decisions/0045) is `delivered` as SMS or LMS: it counts, and costs, as one too.
 */
function textCounts(rows: readonly TOutcomeCount[]): TTextMessageUsage['textMessages'] {
  const fellBack = (row: TOutcomeCount) => row.status === 'fell_back';
  const plain = (row: TOutcomeCount, type: string) =>
    row.status === 'delivered' && row.deliveredAs === type;
  return {
    alimtalk: sumOf(
      rows,
      (row) => row.status === 'delivered' && !plain(row, 'SMS') && !plain(row, 'LMS'),
    ),
    smsFallback: sumOf(
      rows,
      (row) => (fellBack(row) && row.deliveredAs === 'SMS') || plain(row, 'SMS'),
    ),
    lmsFallback: sumOf(
      rows,
      (row) => (fellBack(row) && row.deliveredAs !== 'SMS') || plain(row, 'LMS'),
    ),
    failed: sumOf(rows, (row) => row.status === 'failed'),
    pending: sumOf(rows, (row) => row.status === 'queued' || row.status === 'sent'),
    cancelled: sumOf(rows, (row) => row.status === 'cancelled'),
  };
}

/** Delivered messages times their price, rounded to whole won; the others cost nothing. */
function estimatedCost(
  texts: TTextMessageUsage['textMessages'],
  prices: TextMessagePrices,
): TTextMessageUsage['estimatedCost'] {
  const alimtalk = Math.round(texts.alimtalk * prices.alimtalk);
  const sms = Math.round(texts.smsFallback * prices.sms);
  const lms = Math.round(texts.lmsFallback * prices.lms);
  return { alimtalk, sms, lms, total: alimtalk + sms + lms };
}

/**
 * The month's counts and estimated cost for the admin (docs/product/text-messages.md, "The
 * month's counts and cost"): the messages queued in the Seoul month, whatever became of them.
 * Two grouped counts over indexed columns, bounded by the month: cheap however often it is asked.
 */
export function createGetTextMessageUsage(deps: {
  usage: TextMessageUsageRepository;
  prices: TextMessagePrices;
  textChannelOn: boolean;
  now?: Clock;
}) {
  const { usage, prices, textChannelOn, now = systemClock } = deps;
  return async function getTextMessageUsage(month?: string): Promise<TTextMessageUsage> {
    const at = now();
    const chosen = month ?? seoulMonthOf(at);
    const from = monthStart(chosen);
    const to = monthStart(addMonths(chosen, 1));
    const [texts, emails] = await Promise.all([
      usage.textMessagesBetween(from, to),
      usage.emailsBetween(from, to),
    ]);
    const textMessages = textCounts(texts);
    return {
      month: chosen,
      complete: from.getTime() >= at.getTime() - MESSAGE_ROWS_KEPT_DAYS * DAY_MS,
      textChannelOn,
      textMessages,
      emails: {
        sent: sumOf(emails, (row) => row.status === 'sent'),
        failed: sumOf(emails, (row) => row.status === 'failed'),
        pending: sumOf(emails, (row) => row.status === 'pending'),
      },
      prices,
      estimatedCost: estimatedCost(textMessages, prices),
    };
  };
}

export type GetTextMessageUsage = ReturnType<typeof createGetTextMessageUsage>;
