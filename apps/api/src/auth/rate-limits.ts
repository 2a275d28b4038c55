import { AUTH_MESSAGES } from '@academy/contracts';
import { createRateLimiter, MINUTE_MS } from '../http/rate-limiter.js';

const emailKey = (body: Record<string, unknown>) =>
  typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;

/**
 * Limits on the account endpoints (kept in memory: one API process): codes per e-mail address
 * and per IP, failed password changes per IP. Failed logins have a throttle of their own
 * (`login-throttle/`), which counts per account, per trusted device and per IP.
 */
export function createAuthRateLimits() {
  return {
    codeSendPerEmail: createRateLimiter({
      windowMs: 10 * MINUTE_MS,
      limit: 3,
      message: AUTH_MESSAGES.tooManyCodeRequests,
      key: emailKey,
    }),
    codeSendPerIp: createRateLimiter({
      windowMs: 60 * MINUTE_MS,
      limit: 20,
      message: AUTH_MESSAGES.tooManyCodeRequests,
    }),
    codeCheckPerIp: createRateLimiter({
      windowMs: 10 * MINUTE_MS,
      limit: 20,
      message: AUTH_MESSAGES.tooManyCodeChecks,
    }),
    emailChangeCodeSendPerIp: createRateLimiter({
      windowMs: 60 * MINUTE_MS,
      limit: 20,
      message: AUTH_MESSAGES.tooManyCodeRequests,
    }),
    passwordChangePerIp: createRateLimiter({
      windowMs: 15 * MINUTE_MS,
      limit: 10,
      message: AUTH_MESSAGES.tooManyRequests,
      countOnlyFailures: true,
    }),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
