import { textMessageUsageOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { GetTextMessageUsage } from './get-text-message-usage.js';

/** The admin's month of text messages and e-mails (docs/product/text-messages.md). */
export function textMessageUsageRoutes(deps: {
  guards: AuthGuards;
  getTextMessageUsage: GetTextMessageUsage;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(textMessageUsageOperations.getTextMessageUsage, async ({ query }) => ({
    data: await deps.getTextMessageUsage(query.month),
  }));

  return router;
}
