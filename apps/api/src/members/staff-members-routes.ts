import {
  buildPagination,
  paginationOffset,
  STAFF_MESSAGES,
  memberOperations,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { DeleteMember } from './delete-member.js';
import type { ListMembers } from './list-members.js';
import type { UpdateMember } from './update-member.js';

/**
 * /api/users (staff): the member list, member edits and member deletion. Reading one member
 * (GET /users/{id}) is served for staff and members alike by users-routes.ts, mounted first.
 */
export function staffMembersRoutes(deps: {
  guards: AuthGuards;
  listMembers: ListMembers;
  updateMember: UpdateMember;
  deleteMember: DeleteMember;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(memberOperations.listMembers, async ({ query }) => {
    const { status, search, weekday, teacherId, unpaid, openCredits } = query;
    const { users, total } = await deps.listMembers({
      filters: { status, search, weekday, teacherId, unpaid, openCredits },
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

  handle(memberOperations.updateMember, async ({ caller, params, body }) => {
    const { user, slotMoved } = await deps.updateMember(caller.id, params.id, body);
    return {
      data: user,
      message: slotMoved ? STAFF_MESSAGES.memberSlotUpdated : STAFF_MESSAGES.memberUpdated,
    };
  });

  handle(memberOperations.deleteMember, async ({ caller, params }) => {
    await deps.deleteMember(caller.id, params.id);
    return { data: null, message: STAFF_MESSAGES.memberDeleted };
  });

  return router;
}
