import {
  TEXT_MESSAGE_REPORT_MESSAGES,
  type TTextMessageReport,
  type TTextMessageReportOutcome,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { ConfirmTextMessages } from './confirm-text-messages.js';
import type { TextMessageReportRepository } from './text-message-report-repository.js';

/**
 * Records a delivery report (docs/product/text-messages.md, "Delivery reports"). The report is
 * trusted for nothing but the ids it names: anyone can post to the webhook, so each id of ours
 * still `sent` is confirmed by asking the provider, and the provider's answer is recorded. A
 * forged report can therefore at most make us ask the provider about our own messages. Ids we
 * never sent are ignored, rows already final are not asked about again, and the provider is
 * asked once per id whatever the report repeats. `confirm` null: the text channel is off.
 */
export function createRecordTextMessageReport(deps: {
  reports: TextMessageReportRepository;
  confirm: ConfirmTextMessages | null;
}) {
  const { reports, confirm } = deps;
  return async function recordTextMessageReport(
    report: TTextMessageReport,
  ): Promise<TTextMessageReportOutcome> {
    const ids = [...new Set(report.map((item) => item.messageId))];
    if (confirm === null) return { named: ids.length, known: 0, recorded: 0 };
    const known = await reports.messagesNamed(ids);
    const { recorded, unconfirmed } = await confirm(
      known.filter((message) => message.status === 'sent'),
    );
    if (unconfirmed.length > 0) {
      // The rows stay `sent`: the 503 makes the provider send the report again.
      throw new AppError('SERVICE_UNAVAILABLE', TEXT_MESSAGE_REPORT_MESSAGES.providerUnavailable);
    }
    return { named: ids.length, known: known.length, recorded };
  };
}

export type RecordTextMessageReport = ReturnType<typeof createRecordTextMessageReport>;
