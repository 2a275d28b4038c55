import type { Logger } from '../logger/logger.js';
import type { Clock } from '../lib/clock.js';
import type {
  TTextMessageProvider,
  TTextMessageStatus,
} from '../text-messages/text-message-provider.js';
import type {
  TextMessageReportRepository,
  TReportedTextMessage,
  TTextMessageReportResult,
} from './text-message-report-repository.js';

/** Provider calls in flight at once: a report of 500 messages, or a job's batch, stays quick. */
const PROVIDER_CALLS_AT_ONCE = 8;

/** How the provider says a message went out, as the `delivered_as` column keeps it. */
const DELIVERY_TYPES = new Set(['ATA', 'SMS', 'LMS']);

/** What the provider's status means for our row; null while the message is still pending. */
function resultOf(status: TTextMessageStatus, at: Date): TTextMessageReportResult | null {
  const deliveredAs = status.type !== null && DELIVERY_TYPES.has(status.type) ? status.type : null;
  switch (status.state) {
    case 'pending':
      return null;
    case 'delivered':
      return {
        status: status.replaced ? 'fell_back' : 'delivered',
        statusCode: status.statusCode,
        deliveredAs,
        at,
      };
    case 'failed':
      return { status: 'failed', statusCode: status.statusCode, statusText: status.statusText };
  }
}

/**
 * Runs `work` on the items, at most `atOnce` at a time, until `stop()` says so after a batch: a
 * provider that fails or times out is not asked again for the rest.
 */
async function inBatches<T>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<void>,
  stop: () => boolean,
) {
  for (let start = 0; start < items.length && !stop(); start += atOnce) {
    await Promise.all(items.slice(start, start + atOnce).map(work));
  }
}

export interface TConfirmation {
  /** Rows moved to their final state by this call (a row another caller settled first is not). */
  recorded: number;
  /** Rows the provider still calls pending, or does not know: their word is still to come. */
  pending: TReportedTextMessage[];
  /** Rows the provider could not be asked about (it failed, or an earlier call did): unchanged. */
  unconfirmed: TReportedTextMessage[];
}

/**
 * Asks the provider where each `sent` message stands and records its final word: the one path by
 * which a row leaves `sent` after the provider took it, for the delivery reports and for the
 * status job alike (docs/product/text-messages.md, "Delivery reports"). Each write is conditional
 * on `sent`, so two callers at once record a row once. Once a call fails, the rest are not asked.
 */
export function createConfirmTextMessages(deps: {
  reports: TextMessageReportRepository;
  provider: TTextMessageProvider;
  logger: Logger;
  now: Clock;
}) {
  const { reports, provider, logger, now } = deps;
  return async function confirmTextMessages(
    messages: readonly TReportedTextMessage[],
  ): Promise<TConfirmation> {
    const outcome: TConfirmation = { recorded: 0, pending: [], unconfirmed: [] };
    const asked = new Set<TReportedTextMessage>();
    await inBatches(
      messages,
      PROVIDER_CALLS_AT_ONCE,
      async (message) => {
        asked.add(message);
        let status: TTextMessageStatus | null;
        try {
          status = await provider.statusOf(message.providerMessageId);
        } catch (error) {
          logger.warn({ err: error, messageId: message.providerMessageId }, 'status not confirmed');
          outcome.unconfirmed.push(message);
          return;
        }
        const at = now();
        const result = status && resultOf(status, at);
        if (!result) outcome.pending.push(message);
        else if (await reports.recordFinal(message.id, result, at)) outcome.recorded += 1;
      },
      () => outcome.unconfirmed.length > 0,
    );
    outcome.unconfirmed.push(...messages.filter((message) => !asked.has(message)));
    return outcome;
  };
}

export type ConfirmTextMessages = ReturnType<typeof createConfirmTextMessages>;
