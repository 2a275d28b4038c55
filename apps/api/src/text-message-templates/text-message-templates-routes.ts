import { TEXT_MESSAGE_TEMPLATE_MESSAGES, textMessageTemplateOperations } from '@academy/contracts';
import type { RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ListTextMessageTemplates } from './list-text-message-templates.js';
import type { SendTestTextMessage } from './send-test-text-message.js';

/** /api/text-message-templates/*: the admin's 알림톡 templates screen. */
export function textMessageTemplatesRoutes(deps: {
  guards: AuthGuards;
  listTextMessageTemplates: ListTextMessageTemplates;
  sendTestTextMessage: SendTestTextMessage;
  /** Queues a sync run; null when no provider is configured. */
  queueSync: (() => Promise<boolean>) | null;
  testSendLimit: RequestHandler;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(textMessageTemplateOperations.listTextMessageTemplates, async ({ caller }) => ({
    data: await deps.listTextMessageTemplates(caller.id),
  }));

  handle(textMessageTemplateOperations.syncTextMessageTemplates, async () => {
    if (!deps.queueSync) {
      throw new AppError('TEXT_CHANNEL_OFF', TEXT_MESSAGE_TEMPLATE_MESSAGES.channelOff);
    }
    const queued = await deps.queueSync();
    return {
      data: { queued },
      message: queued
        ? TEXT_MESSAGE_TEMPLATE_MESSAGES.syncQueued
        : TEXT_MESSAGE_TEMPLATE_MESSAGES.syncAlreadyQueued,
    };
  });

  handle(
    textMessageTemplateOperations.sendTestTextMessage,
    async ({ caller, params, body }) => ({
      data: await deps.sendTestTextMessage(caller.id, params.code, body.phone),
      message: TEXT_MESSAGE_TEMPLATE_MESSAGES.testQueued,
    }),
    { before: [deps.testSendLimit] },
  );

  return router;
}
