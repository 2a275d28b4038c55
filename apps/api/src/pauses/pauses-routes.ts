import {
  buildPagination,
  paginationOffset,
  PAUSE_MESSAGES,
  pauseOperations,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ApprovePause } from './approve-pause.js';
import type { ListMyPauses } from './list-my-pauses.js';
import { toPause } from './pauses-mappers.js';
import type { PausesRepository } from './pauses-repository.js';
import type { RejectPause } from './reject-pause.js';
import type { RequestPause } from './request-pause.js';
import type { WithdrawPause } from './withdraw-pause.js';

/** Members ask for and withdraw pauses; staff list and decide them (docs/product/api.md). */
export function pausesRoutes(deps: {
  guards: AuthGuards;
  pauses: PausesRepository;
  requestPause: RequestPause;
  listMyPauses: ListMyPauses;
  withdrawPause: WithdrawPause;
  approvePause: ApprovePause;
  rejectPause: RejectPause;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  // A fixed path: registered before the /:id routes.
  handle(pauseOperations.listMyPauses, async ({ caller }) => ({
    data: await deps.listMyPauses(caller.id),
  }));

  handle(pauseOperations.requestPause, async ({ caller, body }) => ({
    data: await deps.requestPause(caller.id, body),
    message: PAUSE_MESSAGES.requested,
  }));

  handle(pauseOperations.withdrawPause, async ({ caller, params }) => ({
    data: await deps.withdrawPause(caller.id, params.id),
    message: PAUSE_MESSAGES.withdrawn,
  }));

  handle(pauseOperations.listPauses, async ({ query }) => {
    const { rows, total } = await deps.pauses.findPage(
      query.status ? { state: query.status } : {},
      paginationOffset(query),
      query.limit,
    );
    return {
      data: {
        pauses: rows.map(toPause),
        pagination: buildPagination({ total, page: query.page, limit: query.limit }),
      },
    };
  });

  handle(pauseOperations.approvePause, async ({ caller, params, body }) => ({
    data: await deps.approvePause(caller.id, params.id, body.keepSlot),
    message: PAUSE_MESSAGES.approved,
  }));

  handle(pauseOperations.rejectPause, async ({ caller, params, body }) => ({
    data: await deps.rejectPause(caller.id, params.id, body.reason),
    message: PAUSE_MESSAGES.rejected,
  }));

  return router;
}
