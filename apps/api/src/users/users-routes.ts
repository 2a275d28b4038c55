import { Router } from 'express';
import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  pickText,
  type TUserByIdResponse,
  ZChangePasswordRequest,
  ZEmailChangeRequest,
  ZIdParams,
  ZRequestEmailChangeRequest,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { AuthRateLimits } from '../auth/rate-limits.js';
import { requestLanguage } from '../http/request-language.js';
import { AppError } from '../http/app-error.js';
import { sendOk } from '../http/respond.js';
import type { ChangeEmail } from './change-email.js';
import type { ChangePassword } from './change-password-service.js';
import type { GetStudentProfile } from './get-student-profile.js';
import type { GetUserById } from './get-user-by-id.js';
import type { RequestEmailChange } from './request-email-change.js';

/**
 * /api/users/*: the signed-in account's own settings, and GET /users/{id} for members and staff
 * alike. Mounted before the staff router at the same path, so GET /:id lives here only: a
 * member-only guard here would refuse staff before the staff router saw the request.
 */
export function usersRoutes(deps: {
  guards: AuthGuards;
  limits: AuthRateLimits;
  changePassword: ChangePassword;
  getStudentProfile: GetStudentProfile;
  getUserById: GetUserById;
  requestEmailChange: RequestEmailChange;
  changeEmail: ChangeEmail;
}): Router {
  const router = Router();
  const { requireMember } = deps.guards;
  const memberIdOf = (req: Express.Request) => req.auth?.account.id ?? 0;
  router.put(
    '/change-password',
    deps.guards.requireAuthenticated,
    deps.limits.passwordChangePerIp,
    async (req, res) => {
      const input = ZChangePasswordRequest.parse(req.body);
      if (req.auth) await deps.changePassword(req.auth, input);
      sendOk(res, null, pickText(FEEDBACK_MESSAGES.passwordChanged, requestLanguage(req)));
    },
  );
  router.post(
    '/request-email-change',
    requireMember,
    deps.limits.emailChangeCodeSendPerIp,
    async (req, res) => {
      const input = ZRequestEmailChangeRequest.parse(req.body);
      await deps.requestEmailChange(memberIdOf(req), input);
      sendOk(res, null, pickText(FEEDBACK_MESSAGES.emailChangeCodeSent, requestLanguage(req)));
    },
  );
  router.put('/email', requireMember, deps.limits.codeCheckPerIp, async (req, res) => {
    const input = ZEmailChangeRequest.parse(req.body);
    const result = await deps.changeEmail(memberIdOf(req), input);
    sendOk(res, result, pickText(FEEDBACK_MESSAGES.emailUpdated, requestLanguage(req)));
  });
  router.get('/me', requireMember, async (req, res) => {
    sendOk(res, await deps.getStudentProfile(memberIdOf(req)));
  });
  router.get('/:id', deps.guards.requireAuthenticated, async (req, res) => {
    // The guard has admitted a signed-in caller; this only tells TypeScript so.
    if (!req.auth)
      throw new AppError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.authenticationRequired);
    const { id } = ZIdParams.parse(req.params);
    sendOk<TUserByIdResponse>(res, await deps.getUserById(req.auth.account, id));
  });
  return router;
}
