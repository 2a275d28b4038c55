import {
  buildPagination,
  FEEDBACK_MESSAGES,
  modificationOperations,
  paginationOffset,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { CheckPendingScheduleChange } from './check-pending-schedule-change.js';
import { toModificationItem } from './modification-mappers.js';
import type { ModificationRepository } from './modification-repository.js';
import type { RequestScheduleChange } from './request-schedule-change.js';
import type { WithdrawScheduleChange } from './withdraw-schedule-change.js';

/** Members request lesson moves; members see theirs, staff see all (docs/product/api.md). */
export function modificationRoutes(deps: {
  guards: AuthGuards;
  modifications: ModificationRepository;
  requestScheduleChange: RequestScheduleChange;
  checkPendingScheduleChange: CheckPendingScheduleChange;
  withdrawScheduleChange: WithdrawScheduleChange;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  // A fixed path: it stays registered before any /:id route a later change may add here.
  handle(modificationOperations.checkPendingScheduleChange, async ({ caller }) => ({
    data: await deps.checkPendingScheduleChange(caller.id),
  }));

  handle(modificationOperations.requestScheduleChange, async ({ caller, body }) => ({
    data: await deps.requestScheduleChange(caller.id, body),
    message: FEEDBACK_MESSAGES.scheduleChangeSubmitted,
  }));

  handle(modificationOperations.listScheduleChanges, async ({ caller, query }) => {
    const { rows, total } = await deps.modifications.findPage(
      {
        ...(caller.kind === 'member' ? { memberId: caller.id } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
      paginationOffset(query),
      query.limit,
    );
    return {
      data: {
        modifications: rows.map(toModificationItem),
        pagination: buildPagination({ total, page: query.page, limit: query.limit }),
      },
    };
  });

  handle(modificationOperations.withdrawScheduleChange, async ({ caller, params }) => ({
    data: await deps.withdrawScheduleChange(caller.id, params.id),
    message: FEEDBACK_MESSAGES.scheduleChangeWithdrawn,
  }));

  return router;
}
