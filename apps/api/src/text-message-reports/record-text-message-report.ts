import {
  TEXT_MESSAGE_REPORT_MESSAGES,
  type TTextMessageReport,
  type TTextMessageReportOutcome,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { type Clock, systemClock } from '../lib/clock.js';
import type { Logger } from '../logger/logger.js';
import type {
  TTextMessageProvider,
  TTextMessageStatus,
} from '../text-messages/text-message-provider.js';
import type {
  TextMessageReportRepository,
  TTextMessageReportResult,
} from './text-message-report-repository.js';

/** Provider calls in flight at once for one report: a report of 500 messages stays quick. */
const PROVIDER_CALLS_AT_ONCE = 8;

/** What the provider's status means for our row; null while the message is still pending. */
function resultOf(status: TTextMessageStatus, at: Date): TTextMessageReportResult | null {
  switch (status.state) {
    case 'pending':
      return null;
    case 'delivered':
      return {
        status: status.replaced ? 'fell_back' : 'delivered',
        statusCode: status.statusCode,
        at,
      };
    case 'failed':
      return { status: 'failed', statusCode: status.statusCode, statusText: status.statusText };
  }
}

/**
 * Runs `work` on the items, at most `atOnce` at a time, until `stop()` says so after a batch: a
 * provider that fails or times out is not asked again for the rest of the report.
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

/**
 * Records a delivery report (docs/product/text-messages.md, "Delivery reports"). The report is
 * trusted for nothing but the ids it names: anyone can post to the webhook, so each id of ours
 * still `sent` is confirmed by asking the provider, and the provider's answer is recorded. A
 * forged report can therefore at most make us ask the provider about our own messages. Ids we
 * never sent are ignored, rows already final are not asked about again, and the provider is
 * asked once per id whatever the report repeats. `provider` null: the text channel is off.
 */
export function createRecordTextMessageReport(deps: {
  reports: TextMessageReportRepository;
  provider: TTextMessageProvider | null;
  logger: Logger;
  now?: Clock;
}) {
  const { reports, provider, logger, now = systemClock } = deps;
  return async function recordTextMessageReport(
    report: TTextMessageReport,
  ): Promise<TTextMessageReportOutcome> {
    const ids = [...new Set(report.map((item) => item.messageId))];
    if (provider === null) return { named: ids.length, known: 0, recorded: 0 };
    const known = await reports.messagesNamed(ids);
    const awaiting = known.filter((message) => message.status === 'sent');
    let recorded = 0;
    let unconfirmed = 0;
    await inBatches(
      awaiting,
      PROVIDER_CALLS_AT_ONCE,
      async (message) => {
        let status: TTextMessageStatus | null;
        try {
          status = await provider.statusOf(message.providerMessageId);
        } catch (error) {
          // The rows stay `sent`: the 503 below makes the provider send the report again.
          logger.warn({ err: error, messageId: message.providerMessageId }, 'report not confirmed');
          unconfirmed += 1;
          return;
        }
        const result = status && resultOf(status, now());
        if (result && (await reports.recordFinal(message.id, result))) recorded += 1;
      },
      () => unconfirmed > 0,
    );
    if (unconfirmed > 0) {
      throw new AppError('SERVICE_UNAVAILABLE', TEXT_MESSAGE_REPORT_MESSAGES.providerUnavailable);
    }
    return { named: ids.length, known: known.length, recorded };
  };
}

export type RecordTextMessageReport = ReturnType<typeof createRecordTextMessageReport>;
