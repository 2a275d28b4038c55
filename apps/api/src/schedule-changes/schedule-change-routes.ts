import {
  buildPagination,
  FEEDBACK_MESSAGES,
  scheduleChangeOperations,
  paginationOffset,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { CheckPendingScheduleChange } from './check-pending-schedule-change.js';
import { toScheduleChangeItem } from './schedule-change-mappers.js';
import type { ScheduleChangeRepository } from './schedule-change-repository.js';
import type { RequestScheduleChange } from './request-schedule-change.js';
import type { WithdrawScheduleChange } from './withdraw-schedule-change.js';

/** Members request lesson moves; members see theirs, staff see all (docs/product/api.md). */
export function scheduleChangeRoutes(deps: {
  guards: AuthGuards;
  scheduleChanges: ScheduleChangeRepository;
  requestScheduleChange: RequestScheduleChange;
  checkPendingScheduleChange: CheckPendingScheduleChange;
  withdrawScheduleChange: WithdrawScheduleChange;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  // A fixed path: it stays registered before any /:id route a later change may add here.
  handle(scheduleChangeOperations.checkPendingScheduleChange, async ({ caller }) => ({
    data: await deps.checkPendingScheduleChange(caller.id),
  }));

  handle(scheduleChangeOperations.requestScheduleChange, async ({ caller, body }) => ({
    data: await deps.requestScheduleChange(caller.id, body),
    message: FEEDBACK_MESSAGES.scheduleChangeSubmitted,
  }));

  handle(scheduleChangeOperations.listScheduleChanges, async ({ caller, query }) => {
    const { rows, total } = await deps.scheduleChanges.findPage(
      {
        ...(caller.kind === 'member' ? { memberId: caller.id } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
      paginationOffset(query),
      query.limit,
    );
    return {
      data: {
        modifications: rows.map(toScheduleChangeItem),
        pagination: buildPagination({ total, page: query.page, limit: query.limit }),
      },
    };
  });

  handle(scheduleChangeOperations.withdrawScheduleChange, async ({ caller, params }) => ({
    data: await deps.withdrawScheduleChange(caller.id, params.id),
    message: FEEDBACK_MESSAGES.scheduleChangeWithdrawn,
  }));

  return router;
}
