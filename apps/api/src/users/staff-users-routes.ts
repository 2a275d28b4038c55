import { Router } from 'express';
import {
  buildPagination,
  paginationOffset,
  pickText,
  STAFF_MESSAGES,
  type TUsersListResponse,
  ZIdParams,
  ZUsersListQuery,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { StaffUsersService } from './staff-users-service.js';

/** /api/users (staff): the member list and member deletion. */
export function staffUsersRoutes(deps: { guards: AuthGuards; users: StaffUsersService }): Router {
  const router = Router();
  const { requireStaff } = deps.guards;

  router.get('/', requireStaff, async (req, res) => {
    const query = ZUsersListQuery.parse(req.query);
    const all = await deps.users.list(query.status);
    const offset = paginationOffset(query);
    sendOk<TUsersListResponse>(res, {
      users: all.slice(offset, offset + query.limit),
      pagination: buildPagination({ total: all.length, page: query.page, limit: query.limit }),
    });
  });

  router.delete('/:id', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    await deps.users.remove(req.auth?.account.id ?? 0, id);
    sendOk(res, null, pickText(STAFF_MESSAGES.userDeleted, requestLanguage(req)));
  });

  return router;
}
