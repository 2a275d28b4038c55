import { textMessagesOperation } from '../common/operation-tags';
import { MESSAGE_ROWS_KEPT_DAYS, TEXT_MESSAGE_USAGE_MONTHS } from './text-message-usage.limits';
import { ZTextMessageUsage, ZTextMessageUsageQuery } from './text-message-usage.schemas';

export const getTextMessageUsage = textMessagesOperation({
  method: 'get',
  path: '/text-messages/usage',
  summary: "A month's text messages and e-mails by outcome, and the text messages' estimated cost",
  notes:
    `A month is YYYY-MM from ${TEXT_MESSAGE_USAGE_MONTHS.FIRST} to next month (Seoul; 400 ` +
    'otherwise); without `month`, the current Seoul month. Messages count in the month they were ' +
    `queued. The outboxes forget settled rows after ${MESSAGE_ROWS_KEPT_DAYS} days: an older ` +
    'month answers `complete: false`. The cost is an estimate from the configured list prices ' +
    '(delivered 알림톡, SMS and LMS fallbacks), not an invoice.',
  access: 'admin',
  query: ZTextMessageUsageQuery,
  data: ZTextMessageUsage,
});
