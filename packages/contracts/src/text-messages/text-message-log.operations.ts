import { textMessagesOperation } from '../common/operation-tags';
import { TEXT_MESSAGE_LOG } from './text-message-log.limits';
import { MESSAGE_ROWS_KEPT_DAYS } from './text-message-usage.limits';
import { ZTextMessageLog, ZTextMessageLogQuery } from './text-message-log.schemas';

export const getTextMessageLog = textMessagesOperation({
  method: 'get',
  path: '/text-messages/log',
  summary: 'The text messages the academy sent, newest first, recipients masked',
  notes:
    `Pages of ${TEXT_MESSAGE_LOG.PAGE_SIZE}, \`page\` 1 to ${TEXT_MESSAGE_LOG.MAX_PAGE}; ` +
    '`status` and `kind` filter (absent, empty or `all`: every one; anything else 400). A ' +
    "recipient is the member's name and the phone's last four digits; the message's text is " +
    `never answered. The outbox forgets settled rows after ${MESSAGE_ROWS_KEPT_DAYS} days.`,
  access: 'admin',
  query: ZTextMessageLogQuery,
  data: ZTextMessageLog,
});
