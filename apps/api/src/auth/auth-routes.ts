import { Router, type Request } from 'express';
import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  pickText,
  ZLoginRequest,
  ZResetPasswordRequest,
  ZSendVerificationCodeRequest,
  ZVerifyEmailCodeRequest,
  type TBilingualText,
  type TLoginResponse,
} from '@academy/contracts';
import { clientKey } from '../http/rate-limiter.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import {
  clearSessionCookies,
  readAccessToken,
  readRefreshToken,
  setSessionCookies,
} from './auth-cookies.js';
import type { AuthGuards } from './auth-middleware.js';
import type { AuthService } from './auth-service.js';
import type { DeviceCookies } from './login-throttle/device-cookie.js';
import type { PasswordResetService } from './password-reset/password-reset-service.js';
import type { AuthRateLimits } from './rate-limits.js';

interface AuthRoutesDeps {
  auth: AuthService;
  passwordReset: PasswordResetService;
  guards: AuthGuards;
  limits: AuthRateLimits;
  deviceCookies: DeviceCookies;
  secureCookies: boolean;
}

const text = (req: Request, message: TBilingualText) => pickText(message, requestLanguage(req));

/** /api/auth/*: login, token refresh, logout, session check and password reset (docs/product/api.md). */
export function authRoutes({
  auth,
  passwordReset,
  guards,
  limits,
  deviceCookies,
  secureCookies,
}: AuthRoutesDeps): Router {
  const router = Router();

  router.post('/login', async (req, res) => {
    const input = ZLoginRequest.parse(req.body);
    const { tokens, session, account } = await auth.login(
      input,
      { userAgent: req.get('user-agent'), ipAddress: req.ip },
      { clientKey: clientKey(req), device: deviceCookies.read(req) },
    );
    setSessionCookies(res, secureCookies, tokens);
    deviceCookies.issue(res, account);
    const data: TLoginResponse = { ...session, expiresAt: tokens.accessExpiresAt.toISOString() };
    sendOk(res, data, text(req, AUTH_MESSAGES.loggedIn));
  });

  router.post('/refresh', async (req, res) => {
    try {
      const tokens = await auth.refresh(readRefreshToken(req, secureCookies));
      setSessionCookies(res, secureCookies, tokens);
      sendOk(
        res,
        { expiresAt: tokens.accessExpiresAt.toISOString() },
        text(req, AUTH_MESSAGES.sessionRefreshed),
      );
    } catch (error) {
      clearSessionCookies(res, secureCookies);
      throw error;
    }
  });

  router.post('/logout', async (req, res) => {
    await auth.logout({
      accessToken: readAccessToken(req, secureCookies),
      refreshToken: readRefreshToken(req, secureCookies),
    });
    clearSessionCookies(res, secureCookies);
    sendOk(res, null, text(req, AUTH_MESSAGES.loggedOut));
  });

  router.get('/verify', guards.requireAuthenticated, (req, res) => {
    sendOk(res, req.auth?.session ?? null);
  });

  router.post(
    '/send-verification-code',
    limits.codeSendPerIp,
    limits.codeSendPerEmail,
    async (req, res) => {
      const { email } = ZSendVerificationCodeRequest.parse(req.body);
      await passwordReset.sendCode(email);
      sendOk(res, null, text(req, FEEDBACK_MESSAGES.verificationCodeSent));
    },
  );

  router.post('/verify-email-code', limits.codeCheckPerIp, async (req, res) => {
    const data = await passwordReset.verifyCode(ZVerifyEmailCodeRequest.parse(req.body));
    sendOk(res, data, text(req, FEEDBACK_MESSAGES.verificationComplete));
  });

  router.post('/reset-password', limits.codeCheckPerIp, async (req, res) => {
    await passwordReset.resetPassword(ZResetPasswordRequest.parse(req.body));
    sendOk(res, null, text(req, AUTH_MESSAGES.passwordReset));
  });

  return router;
}
