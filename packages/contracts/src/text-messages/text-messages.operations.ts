import { textMessagesOperation } from '../common/operation-tags';
import { ZTextMessageReport, ZTextMessageReportOutcome } from './text-message-reports.schemas';

export const receiveSolapiReport = textMessagesOperation({
  method: 'post',
  path: '/webhooks/solapi',
  summary: "Solapi's delivery report: the messages whose state changed",
  notes:
    'Called by the provider, not by people. The body is trusted for nothing but the message ids: ' +
    'each id of ours still waiting for its report is confirmed by asking the provider, and what ' +
    'the provider answers is recorded; unknown ids are ignored. Solapi does not document the ' +
    "report's shape: an array of objects with `messageId` is read, other fields are ignored. " +
    'With the text channel off it does nothing. 503 when the provider could not be asked: ' +
    'nothing was recorded for those messages, and the report is worth sending again.',
  access: 'public',
  body: ZTextMessageReport,
  data: ZTextMessageReportOutcome,
  rateLimited: true,
  errors: ['SERVICE_UNAVAILABLE'],
});
