import { AUTH_MESSAGES } from '@academy/contracts';
import { createRateLimiter, MINUTE_MS } from '../http/rate-limiter.js';
import type { AccountRef } from './account-ref.js';

/** Finds the account a login id or phone number names (the same lookup as the login itself). */
export type TLoginAccountFinder = (loginId: string) => Promise<{ ref: AccountRef } | null>;

// Longer ids and NUL characters name no account; they are not worth a database round trip.
const isLookupWorthy = (typed: string) =>
  typed.length > 0 && typed.length <= 100 && !typed.includes('\0');

/**
 * Failed logins count per account, whichever of its names was typed: a member's login id and
 * phone number (with or without hyphens) share one counter. A name of no account counts as typed.
 */
const loginAccountKey =
  (findAccount: TLoginAccountFinder) =>
  async (body: Record<string, unknown>): Promise<string | undefined> => {
    if (typeof body.loginId !== 'string') return undefined;
    const typed = body.loginId.trim();
    const account = isLookupWorthy(typed) ? await findAccount(typed).catch(() => null) : null;
    if (account) return `account:${account.ref.type}:${account.ref.id}`;
    const normalized = typed.toLowerCase().replace(/[\s-]/g, '');
    return normalized ? `typed:${normalized}` : undefined;
  };
const emailKey = (body: Record<string, unknown>) =>
  typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;

/**
 * Limits on the account endpoints (kept in memory: one API process). Failed logins count per
 * account and per IP; codes per e-mail address and per IP.
 */
export function createAuthRateLimits(findLoginAccount: TLoginAccountFinder) {
  return {
    loginPerAccount: createRateLimiter({
      windowMs: 15 * MINUTE_MS,
      limit: 5,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
      key: loginAccountKey(findLoginAccount),
      countOnlyFailures: true,
    }),
    loginPerIp: createRateLimiter({
      windowMs: 15 * MINUTE_MS,
      limit: 30,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
      countOnlyFailures: true,
    }),
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
