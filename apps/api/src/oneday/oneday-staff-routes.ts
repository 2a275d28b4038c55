import { Router } from 'express';
import {
  paginationOffset,
  ZIdParams,
  ZOnedayRequestsQuery,
  ZOnedayStatusUpdate,
  type TOnedayRequestItem,
  type TOnedayRequestList,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { sendOk } from '../http/respond.js';
import { toOnedayRequestItem } from './oneday-mappers.js';
import type { OnedayStaffRepository } from './oneday-staff-repository.js';
import type { UpdateOnedayStatus } from './update-oneday-status.js';

/** /api/oneday/requests*: staff manage one-day class applications (docs/product/api.md). */
export function onedayStaffRoutes(deps: {
  guards: AuthGuards;
  requests: OnedayStaffRepository;
  updateOnedayStatus: UpdateOnedayStatus;
}): Router {
  const router = Router();

  router.get('/requests', deps.guards.requireStaff, async (req, res) => {
    const query = ZOnedayRequestsQuery.parse(req.query);
    const { rows, total } = await deps.requests.findPage(
      query.status ? { status: query.status } : {},
      paginationOffset(query),
      query.limit,
    );
    sendOk<TOnedayRequestList>(res, {
      requests: rows.map(toOnedayRequestItem),
      totalPages: Math.ceil(total / query.limit),
      totalCount: total,
    });
  });

  router.patch('/requests/:id', deps.guards.requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const input = ZOnedayStatusUpdate.parse(req.body);
    const item = await deps.updateOnedayStatus(req.auth?.account.id ?? 0, id, input);
    sendOk<TOnedayRequestItem>(res, item);
  });

  return router;
}
