import { modificationOperations, STAFF_MESSAGES } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ProcessModification } from './process-modification.js';

/** Staff decide a pending schedule change (docs/product/api.md). */
export function modificationStaffRoutes(deps: {
  guards: AuthGuards;
  processModification: ProcessModification;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(modificationOperations.approveScheduleChange, async ({ caller, params, body }) => ({
    data: await deps.processModification(caller.id, params.id, 'approved', body.teacherResponse),
    message: STAFF_MESSAGES.modificationApproved,
  }));

  handle(modificationOperations.rejectScheduleChange, async ({ caller, params, body }) => ({
    data: await deps.processModification(caller.id, params.id, 'rejected', body.teacherResponse),
    message: STAFF_MESSAGES.modificationRejected,
  }));

  return router;
}
