import { FEEDBACK_MESSAGES, usersOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { AuthRateLimits } from '../auth/rate-limits.js';
import { createOperationRouter } from '../http/operation-router.js';
import type { ChangeEmail } from './change-email.js';
import type { GetStudentProfile } from './get-student-profile.js';
import type { GetUserById } from './get-user-by-id.js';
import type { RequestEmailChange } from './request-email-change.js';

/**
 * /api/users/*: the signed-in member's own settings, and GET /users/{id} for members and staff
 * alike. Mounted before the staff router, so GET /users/:id lives here only: a member-only
 * guard here would refuse staff before the staff router saw the request.
 */
export function usersRoutes(deps: {
  guards: AuthGuards;
  limits: AuthRateLimits;
  getStudentProfile: GetStudentProfile;
  getUserById: GetUserById;
  requestEmailChange: RequestEmailChange;
  changeEmail: ChangeEmail;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    usersOperations.requestEmailChange,
    async ({ caller, body }) => {
      await deps.requestEmailChange(caller.id, body);
      return { data: null, message: FEEDBACK_MESSAGES.emailChangeCodeSent };
    },
    { before: [deps.limits.emailChangeCodeSendPerIp] },
  );

  handle(
    usersOperations.changeEmail,
    async ({ caller, body }) => ({
      data: await deps.changeEmail(caller.id, body),
      message: FEEDBACK_MESSAGES.emailUpdated,
    }),
    { before: [deps.limits.codeCheckPerIp] },
  );

  handle(usersOperations.getOwnProfile, async ({ caller }) => ({
    data: await deps.getStudentProfile(caller.id),
  }));

  handle(usersOperations.getUserById, async ({ caller, params }) => ({
    data: await deps.getUserById(caller.auth.account, params.id),
  }));

  return router;
}
