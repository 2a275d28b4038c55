import { textMessageLogOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { GetTextMessageLog } from './get-text-message-log.js';

/** The admin's log of the text messages sent (docs/product/text-messages.md). */
export function textMessageLogRoutes(deps: {
  guards: AuthGuards;
  getTextMessageLog: GetTextMessageLog;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(textMessageLogOperations.getTextMessageLog, async ({ query }) => ({
    data: await deps.getTextMessageLog(query),
  }));

  return router;
}
