import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AUTH_MESSAGES, pickText, type TBilingualText } from '@academy/contracts';
import { requestLanguage } from '../http/request-language.js';
import { sendFailure } from '../http/respond.js';

const MINUTE = 60_000;

function limiter(options: {
  windowMs: number;
  limit: number;
  message: TBilingualText;
  key?: 'ip' | ((body: Record<string, unknown>) => string | undefined);
  countOnlyFailures?: boolean;
}): RequestHandler {
  const { key = 'ip' } = options;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.countOnlyFailures ?? false,
    keyGenerator: (req) => {
      const ip = ipKeyGenerator(req.ip ?? 'unknown');
      if (key === 'ip') return ip;
      const body: unknown = req.body;
      const value =
        typeof body === 'object' && body !== null
          ? key(body as Record<string, unknown>)
          : undefined;
      return value ? `k:${value}` : ip;
    },
    handler: (req, res) => sendFailure(res, 429, pickText(options.message, requestLanguage(req))),
  });
}

const loginIdKey = (body: Record<string, unknown>) =>
  typeof body.loginId === 'string'
    ? body.loginId.trim().toLowerCase().replace(/[\s-]/g, '')
    : undefined;
const emailKey = (body: Record<string, unknown>) =>
  typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;

/**
 * Limits on the account endpoints (kept in memory: one API process). Failed logins count per
 * account and per IP; codes per e-mail address and per IP.
 */
export function createAuthRateLimits() {
  return {
    loginPerAccount: limiter({
      windowMs: 15 * MINUTE,
      limit: 5,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
      key: loginIdKey,
      countOnlyFailures: true,
    }),
    loginPerIp: limiter({
      windowMs: 15 * MINUTE,
      limit: 30,
      message: AUTH_MESSAGES.tooManyLoginAttempts,
      countOnlyFailures: true,
    }),
    codeSendPerEmail: limiter({
      windowMs: 10 * MINUTE,
      limit: 3,
      message: AUTH_MESSAGES.tooManyCodeRequests,
      key: emailKey,
    }),
    codeSendPerIp: limiter({
      windowMs: 60 * MINUTE,
      limit: 20,
      message: AUTH_MESSAGES.tooManyCodeRequests,
    }),
    codeCheckPerIp: limiter({
      windowMs: 10 * MINUTE,
      limit: 20,
      message: AUTH_MESSAGES.tooManyCodeChecks,
    }),
    passwordChangePerIp: limiter({
      windowMs: 15 * MINUTE,
      limit: 10,
      message: AUTH_MESSAGES.tooManyRequests,
      countOnlyFailures: true,
    }),
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
