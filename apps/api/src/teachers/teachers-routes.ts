import {
  EMAIL_CHANGE_MESSAGES,
  fillPlaceholders,
  pickText,
  TEACHER_MESSAGES,
  teachersOperations,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { CreateTeacher } from './create-teacher.js';
import type { DeleteTeacher } from './delete-teacher.js';
import type { GetPendingCounts } from './get-pending-counts.js';
import type { GetStaffAccounts } from './get-staff-accounts.js';
import { assertMayEditAccount, type UpdateTeacher } from './update-teacher.js';

/** /api/teachers/*: staff accounts and the staff header's pending counts. */
export function teachersRoutes(deps: {
  guards: AuthGuards;
  getPendingCounts: GetPendingCounts;
  staffAccounts: GetStaffAccounts;
  createTeacher: CreateTeacher;
  updateTeacher: UpdateTeacher;
  deleteTeacher: DeleteTeacher;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  // Before /teachers/:id, which would take "pending-counts" for an id.
  handle(teachersOperations.getPendingCounts, async () => ({
    data: await deps.getPendingCounts(),
  }));

  handle(teachersOperations.listStaffAccounts, async () => ({
    data: { teachers: await deps.staffAccounts.list() },
  }));

  handle(teachersOperations.getStaffAccount, async ({ params }) => ({
    data: await deps.staffAccounts.get(params.id),
  }));

  handle(teachersOperations.createStaffAccount, async ({ caller, body, language }) => {
    const created = await deps.createTeacher(caller.id, body);
    const message = fillPlaceholders(pickText(TEACHER_MESSAGES.created, language), {
      name: created.teacher.name,
    });
    return { data: created, message };
  });

  handle(
    teachersOperations.updateStaffAccount,
    async ({ caller, params, body }) => {
      const { account, emailChangeStarted } = await deps.updateTeacher(caller, params.id, body);
      const message = emailChangeStarted
        ? EMAIL_CHANGE_MESSAGES.staffLinkSent
        : TEACHER_MESSAGES.updated;
      return { data: account, message };
    },
    // A teacher sending anything for another account is refused before the body is checked.
    { authorize: ({ caller, params }) => assertMayEditAccount(caller, params.id) },
  );

  handle(teachersOperations.deleteStaffAccount, async ({ caller, params }) => {
    await deps.deleteTeacher(caller.id, params.id);
    return { data: null, message: TEACHER_MESSAGES.deleted };
  });

  return router;
}
