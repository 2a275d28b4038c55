import { AUTH_MESSAGES, authOperations, FEEDBACK_MESSAGES } from '@academy/contracts';
import type { Request } from 'express';
import { createOperationRouter, type OperationRouter } from '../routing/operation-router.js';
import { clientKey } from '../http/rate-limiter.js';
import type { ChangePassword } from '../auth/change-password-service.js';
import {
  clearSessionCookies,
  readAccessToken,
  readRefreshToken,
  setSessionCookies,
} from '../auth/auth-cookies.js';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { DeviceCookies } from '../auth/login-throttle/device-cookie.js';
import type { Login } from '../auth/login.js';
import type { Logout } from '../auth/logout.js';
import type { ConfirmResetLink } from '../auth/password-reset/confirm-reset-link.js';
import type { ResetBrowser } from '../auth/password-reset/password-reset-rules.js';
import type { ResetCookies } from '../auth/password-reset/reset-cookies.js';
import type { ResetPassword } from '../auth/password-reset/reset-password.js';
import type { SendResetCode } from '../auth/password-reset/send-reset-code.js';
import type { VerifyResetCode } from '../auth/password-reset/verify-reset-code.js';
import type { AuthRateLimits } from '../auth/rate-limits.js';
import type { RefreshSession } from '../auth/refresh-session.js';

interface AuthRoutesDeps {
  login: Login;
  refreshSession: RefreshSession;
  logout: Logout;
  sendResetCode: SendResetCode;
  verifyResetCode: VerifyResetCode;
  confirmResetLink: ConfirmResetLink;
  resetPassword: ResetPassword;
  changePassword: ChangePassword;
  guards: AuthGuards;
  limits: AuthRateLimits;
  deviceCookies: DeviceCookies;
  resetCookies: ResetCookies;
  secureCookies: boolean;
}

type Handle = OperationRouter['handle'];

/** Login, token refresh, logout and the session check. */
function sessionRoutes(
  handle: Handle,
  { login, refreshSession, logout, deviceCookies, secureCookies }: AuthRoutesDeps,
): void {
  handle(authOperations.login, async ({ body, req, res }) => {
    const { tokens, session, account } = await login(
      body,
      { userAgent: req.get('user-agent'), ipAddress: req.ip },
      { clientKey: clientKey(req), device: deviceCookies.read(req) },
    );
    setSessionCookies(res, secureCookies, tokens);
    deviceCookies.issue(res, account);
    return {
      data: { ...session, expiresAt: tokens.accessExpiresAt.toISOString() },
      message: AUTH_MESSAGES.loggedIn,
    };
  });

  handle(authOperations.refreshSession, async ({ req, res }) => {
    try {
      const tokens = await refreshSession(readRefreshToken(req, secureCookies));
      setSessionCookies(res, secureCookies, tokens);
      return {
        data: { expiresAt: tokens.accessExpiresAt.toISOString() },
        message: AUTH_MESSAGES.sessionRefreshed,
      };
    } catch (error) {
      clearSessionCookies(res, secureCookies);
      throw error;
    }
  });

  handle(authOperations.logout, async ({ req, res }) => {
    await logout({
      accessToken: readAccessToken(req, secureCookies),
      refreshToken: readRefreshToken(req, secureCookies),
    });
    clearSessionCookies(res, secureCookies);
    return { data: null, message: AUTH_MESSAGES.loggedOut };
  });

  handle(authOperations.verifySession, ({ caller }) => ({ data: caller.auth.session }));
}

/** Password reset by e-mailed code or link, and the signed-in account's password change. */
function passwordRoutes(
  handle: Handle,
  {
    sendResetCode,
    verifyResetCode,
    confirmResetLink,
    resetPassword,
    changePassword,
    limits,
    deviceCookies,
    resetCookies,
  }: AuthRoutesDeps,
): void {
  const resetBrowser = (req: Request): ResetBrowser => ({
    browserId: resetCookies.readBrowserId(req),
    device: deviceCookies.read(req),
  });

  handle(
    authOperations.sendVerificationCode,
    async ({ body, req, res }) => {
      const { browserId } = await sendResetCode(body.email, resetBrowser(req));
      resetCookies.setBrowserId(res, browserId);
      return { data: null, message: FEEDBACK_MESSAGES.verificationCodeSent };
    },
    { before: [limits.codeSendPerIp] },
  );

  handle(
    authOperations.verifyEmailCode,
    async ({ body, req, res }) => {
      const data = await verifyResetCode(body, resetBrowser(req));
      resetCookies.setResetToken(res, data.resetToken);
      return { data, message: FEEDBACK_MESSAGES.verificationComplete };
    },
    { before: [limits.codeCheckPerIp] },
  );

  handle(
    authOperations.confirmResetLink,
    async ({ body, res }) => {
      const data = await confirmResetLink(body.token);
      resetCookies.setResetToken(res, data.resetToken);
      return { data, message: FEEDBACK_MESSAGES.verificationComplete };
    },
    { before: [limits.codeCheckPerIp] },
  );

  handle(
    authOperations.resetPassword,
    async ({ body, req, res }) => {
      await resetPassword(body, resetCookies.readResetToken(req));
      resetCookies.clearResetToken(res);
      return { data: null, message: AUTH_MESSAGES.passwordReset };
    },
    { before: [limits.codeCheckPerIp] },
  );

  handle(
    authOperations.changePassword,
    async ({ caller, body }) => {
      await changePassword(caller.auth, body);
      return { data: null, message: FEEDBACK_MESSAGES.passwordChanged };
    },
    { before: [limits.passwordChangePerIp] },
  );
}

/**
 * /api/auth/*: login, token refresh, logout, session check and password reset, and the
 * signed-in account's password change (docs/product/api.md).
 */
export function authRoutes(deps: AuthRoutesDeps) {
  const { router, handle } = createOperationRouter(deps.guards);
  sessionRoutes(handle, deps);
  passwordRoutes(handle, deps);
  return router;
}
