import { Router } from 'express';
import { FEEDBACK_MESSAGES, pickText, ZChangePasswordRequest } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { AuthRateLimits } from '../auth/rate-limits.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { ChangePassword } from './change-password-service.js';

/** /api/users/*: the signed-in account's own settings. */
export function usersRoutes(deps: {
  guards: AuthGuards;
  limits: AuthRateLimits;
  changePassword: ChangePassword;
}): Router {
  const router = Router();
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
  return router;
}
