import { onedayOperations, paginationOffset } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import { toOnedayRequestItem } from './oneday-mappers.js';
import type { OnedayStaffRepository } from './oneday-staff-repository.js';
import type { UpdateOnedayStatus } from './update-oneday-status.js';

/** Staff manage one-day class applications (docs/product/api.md). */
export function onedayStaffRoutes(deps: {
  guards: AuthGuards;
  requests: OnedayStaffRepository;
  updateOnedayStatus: UpdateOnedayStatus;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(onedayOperations.listOnedayRequests, async ({ query }) => {
    const { rows, total } = await deps.requests.findPage(
      query.status ? { status: query.status } : {},
      paginationOffset(query),
      query.limit,
    );
    return {
      data: {
        requests: rows.map((row) => toOnedayRequestItem(row)),
        totalPages: Math.ceil(total / query.limit),
        totalCount: total,
      },
    };
  });

  handle(onedayOperations.updateOnedayStatus, async ({ caller, params, body }) => ({
    data: await deps.updateOnedayStatus(caller.id, params.id, body),
  }));

  return router;
}
