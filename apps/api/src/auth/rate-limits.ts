import { AUTH_MESSAGES } from '@academy/contracts';
import { createRateLimiter, MINUTE_MS } from '../http/rate-limiter.js';
import type { RateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';

const emailKey = (body: Record<string, unknown>) =>
  typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;

/**
 * Limits on the account endpoints, shared by every API process: codes per e-mail address
 * and per IP, failed password changes per IP. Failed logins have a throttle of their own
 * (`login-throttle/`), which counts per account, per trusted device and per IP.
 */
export function createAuthRateLimits(counters: RateLimitCounters) {
  return {
    codeSendPerEmail: createRateLimiter(counters, {
      name: 'code-send-per-email',
      windowMs: 10 * MINUTE_MS,
      limit: 3,
      message: AUTH_MESSAGES.tooManyCodeRequests,
      key: emailKey,
    }),
    codeSendPerIp: createRateLimiter(counters, {
      name: 'code-send-per-ip',
      windowMs: 60 * MINUTE_MS,
      limit: 20,
      message: AUTH_MESSAGES.tooManyCodeRequests,
    }),
    codeCheckPerIp: createRateLimiter(counters, {
      name: 'code-check-per-ip',
      windowMs: 10 * MINUTE_MS,
      limit: 20,
      message: AUTH_MESSAGES.tooManyCodeChecks,
    }),
    emailChangeCodeSendPerIp: createRateLimiter(counters, {
      name: 'email-change-code-send-per-ip',
      windowMs: 60 * MINUTE_MS,
      limit: 20,
      message: AUTH_MESSAGES.tooManyCodeRequests,
    }),
    /** Confirm and undo links of address changes: the tokens cannot be guessed; this bounds the work. */
    emailChangeLinkPerIp: createRateLimiter(counters, {
      name: 'email-change-link-per-ip',
      windowMs: 10 * MINUTE_MS,
      limit: 20,
      message: AUTH_MESSAGES.tooManyRequests,
    }),
    passwordChangePerIp: createRateLimiter(counters, {
      name: 'password-change-per-ip',
      windowMs: 15 * MINUTE_MS,
      limit: 10,
      message: AUTH_MESSAGES.tooManyRequests,
      countOnlyFailures: true,
    }),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
