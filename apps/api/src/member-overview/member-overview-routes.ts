import { memberOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { GetMemberOverview } from './get-member-overview.js';

/** The member page's overview (docs/product/back-office.md#the-member-page). */
export function memberOverviewRoutes(deps: {
  guards: AuthGuards;
  getMemberOverview: GetMemberOverview;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(memberOperations.getMemberOverview, async ({ params, query }) => ({
    data: await deps.getMemberOverview(params.id, query.attendancePage),
  }));

  return router;
}
