import { Router } from 'express';
import {
  buildPagination,
  paginationOffset,
  pickText,
  STAFF_MESSAGES,
  type TAdminUserListItem,
  type TUsersListResponse,
  ZIdParams,
  ZUpdateUserRequest,
  ZUsersListQuery,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { StaffUsersService } from './staff-users-service.js';
import type { UpdateMember } from './update-member.js';

/**
 * /api/users (staff): the member list, member edits and member deletion. Reading one member
 * (GET /users/{id}) is served for staff and members alike by users-routes.ts, mounted first.
 */
export function staffUsersRoutes(deps: {
  guards: AuthGuards;
  users: StaffUsersService;
  updateMember: UpdateMember;
}): Router {
  const router = Router();
  const { requireStaff } = deps.guards;
  const staffIdOf = (req: Express.Request) => req.auth?.account.id ?? 0;

  router.get('/', requireStaff, async (req, res) => {
    const query = ZUsersListQuery.parse(req.query);
    const { users, total } = await deps.users.list({
      status: query.status,
      skip: paginationOffset(query),
      take: query.limit,
    });
    sendOk<TUsersListResponse>(res, {
      users,
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    });
  });

  router.patch('/:id', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const input = ZUpdateUserRequest.parse(req.body);
    const { user, slotMoved } = await deps.updateMember(staffIdOf(req), id, input);
    const message = slotMoved ? STAFF_MESSAGES.userSlotUpdated : STAFF_MESSAGES.userUpdated;
    sendOk<TAdminUserListItem>(res, user, pickText(message, requestLanguage(req)));
  });

  router.delete('/:id', requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    await deps.users.remove(staffIdOf(req), id);
    sendOk(res, null, pickText(STAFF_MESSAGES.userDeleted, requestLanguage(req)));
  });

  return router;
}
