import { textMessagesOperation } from '../common/operation-tags';
import {
  ZTemplateSyncRequested,
  ZTextMessageTemplateList,
  ZTextMessageTemplateParams,
  ZTextMessageTestSend,
  ZTextMessageTestSent,
} from './text-message-templates.schemas';

export const listTextMessageTemplates = textMessagesOperation({
  method: 'get',
  path: '/text-message-templates',
  summary: 'The 알림톡 templates: what to register, and their state at the provider',
  notes:
    'Every template of the catalog, with the exact text, buttons, reviewer note and secure flag ' +
    'to register, and the state the last sync saw (docs/decisions/0034). `channelOn` is false ' +
    'when no provider is configured.',
  access: 'admin',
  data: ZTextMessageTemplateList,
});

export const syncTextMessageTemplates = textMessagesOperation({
  method: 'post',
  path: '/text-message-templates/sync',
  summary: 'Queue a sync of the templates with the provider now',
  notes:
    'Queues one run of the `text-message-templates` job; `queued: false` when one was already ' +
    'waiting. 409 (TEXT_CHANNEL_OFF) when no provider is configured.',
  access: 'admin',
  data: ZTemplateSyncRequested,
  errors: ['TEXT_CHANNEL_OFF'],
});

export const sendTestTextMessage = textMessagesOperation({
  method: 'post',
  path: '/text-message-templates/:code/test',
  summary: 'Send one template, filled with the example values, to a mobile number',
  notes:
    'Queued through the text-message outbox under a key of its own, and audited. At most 10 ' +
    'per admin per hour (429). An unknown code is 404; a template the last sync found not ' +
    'approved (or missing) is 409 (TEMPLATE_NOT_APPROVED); no provider configured is ' +
    '409 (TEXT_CHANNEL_OFF).',
  access: 'admin',
  params: ZTextMessageTemplateParams,
  body: ZTextMessageTestSend,
  data: ZTextMessageTestSent,
  successStatus: 201,
  rateLimited: true,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'TEMPLATE_NOT_APPROVED', 'TEXT_CHANNEL_OFF'],
});
