import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { pickText, type TBilingualText } from '@academy/contracts';
import { DatabaseRateLimitStore } from '../rate-limits/database-rate-limit-store.js';
import type { RateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import { requestLanguage } from './request-language.js';
import { sendFailure } from './respond.js';

export const MINUTE_MS = 60_000;

/** The client a limit counts by: its IP address (an IPv6 address by its /56 network). */
export const clientKey = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * One limit, counted in the database so that every API process shares it and a restart forgets
 * nothing (docs/decisions/0019-rate-limits-in-the-database.md). Requests count per client IP, or
 * per the body value `key` picks (falling back to the IP); 429 carries `message` in the caller's
 * language. When the count cannot be written the request fails (500) rather than pass unlimited. No rate-limit headers are sent: their partition key and remaining count would tell
 * a stranger whose counter a request landed on (for example that an e-mail address or login id
 * belongs to an account).
 */
export function createRateLimiter(
  counters: RateLimitCounters,
  options: {
    /** Names the limiter's counters, unique among limiters. */
    name: string;
    windowMs: number;
    limit: number;
    message: TBilingualText;
    /**
     * What requests count by: the client IP, the signed-in account (after the operation's guard;
     * the IP for a request without one), or a value of the body or the path (the IP when it has
     * none).
     */
    key?:
      | 'ip'
      | 'account'
      | ((
          body: Record<string, unknown>,
          req: Request,
        ) => string | undefined | Promise<string | undefined>);
    /** Count only the failed requests (status 400 or more), e.g. wrong passwords. */
    countOnlyFailures?: boolean;
    /** Count only the requests that were accepted (status below 400), e.g. stored submissions. */
    countOnlyAccepted?: boolean;
  },
): RequestHandler {
  const { key = 'ip' } = options;
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: false,
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(counters, options.name),
    skipSuccessfulRequests: options.countOnlyFailures ?? false,
    skipFailedRequests: options.countOnlyAccepted ?? false,
    keyGenerator: async (req) => {
      const ip = clientKey(req);
      if (key === 'ip') return ip;
      if (key === 'account') {
        return req.auth ? `a:${req.auth.account.type}:${req.auth.account.id}` : ip;
      }
      const body: unknown = req.body;
      const value =
        typeof body === 'object' && body !== null
          ? await key(body as Record<string, unknown>, req)
          : undefined;
      return value ? `k:${value}` : ip;
    },
    handler: (req, res) =>
      sendFailure(res, 'TOO_MANY_REQUESTS', pickText(options.message, requestLanguage(req))),
  });
}

/**
 * Runs a limiter inside a handler rather than in front of it (for a limit that counts only some
 * of a route's requests): true when the request may go on, false when the limiter has answered
 * 429. A counter that cannot be written fails the request, as in front of a route.
 */
export async function passesLimit(
  limiter: RequestHandler,
  req: Request,
  res: Response,
): Promise<boolean> {
  let passed = false;
  let failure: unknown;
  await limiter(req, res, (error?: unknown) => {
    if (error !== undefined) failure = error;
    else passed = true;
  });
  if (failure !== undefined) throw failure;
  return passed;
}
