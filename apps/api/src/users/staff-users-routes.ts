import {
  buildPagination,
  paginationOffset,
  STAFF_MESSAGES,
  usersOperations,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
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
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(usersOperations.listUsers, async ({ query }) => {
    const { users, total } = await deps.users.list({
      status: query.status,
      skip: paginationOffset(query),
      take: query.limit,
    });
    return {
      data: {
        users,
        pagination: buildPagination({ total, page: query.page, limit: query.limit }),
      },
    };
  });

  handle(usersOperations.updateUser, async ({ caller, params, body }) => {
    const { user, slotMoved } = await deps.updateMember(caller.id, params.id, body);
    return {
      data: user,
      message: slotMoved ? STAFF_MESSAGES.userSlotUpdated : STAFF_MESSAGES.userUpdated,
    };
  });

  handle(usersOperations.deleteUser, async ({ caller, params }) => {
    await deps.users.remove(caller.id, params.id);
    return { data: null, message: STAFF_MESSAGES.userDeleted };
  });

  return router;
}
