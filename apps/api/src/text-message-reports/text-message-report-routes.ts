import { textMessageOperations } from '@academy/contracts';
import type { RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { RecordTextMessageReport } from './record-text-message-report.js';

/** The provider's delivery reports (docs/product/text-messages.md). */
export function textMessageReportRoutes(deps: {
  guards: AuthGuards;
  recordTextMessageReport: RecordTextMessageReport;
  limit: RequestHandler;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    textMessageOperations.receiveSolapiReport,
    async ({ body }) => ({ data: await deps.recordTextMessageReport(body) }),
    { before: [deps.limit] },
  );

  return router;
}
