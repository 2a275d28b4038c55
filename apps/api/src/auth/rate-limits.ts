import { AUTH_MESSAGES } from '@academy/contracts';
import { createRateLimiter, MINUTE_MS } from '../http/rate-limiter.js';
import type { RateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';

/**
 * Limits on the account endpoints, shared by every API process: codes and code checks per IP,
 * failed password changes per IP. Failed logins have a throttle of their own
 * (`login-throttle/`), which counts per account, per trusted device and per IP; reset codes
 * count per browser and per account too (`password-reset/reset-throttle.ts`).
 */
export function createAuthRateLimits(counters: RateLimitCounters) {
  return {
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
