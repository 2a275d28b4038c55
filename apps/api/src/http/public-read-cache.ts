import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { TOperation } from '@academy/contracts';
import {
  createFreshReadsMarker,
  deriveFreshReadsKey,
  rawCookie,
  type FreshReadsMarker,
} from './fresh-reads-marker.js';
import { passesLimit } from './rate-limiter.js';

declare global {
  // Express's own extension point for request properties added by middleware.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /**
       * Set on state-changing requests by `invalidateAfterWrites`; the operation router calls it
       * once the operation's handler has succeeded, before the answer is sent.
       */
      writeSucceeded?: (operation: Pick<TOperation, 'rateLimited'>) => void;
    }
  }
}

/**
 * A short-lived, in-process copy of the public reads guests make most (the inquiry board, the
 * teacher's busy times), as sent: docs/decisions/0020-public-read-cache.md.
 *
 * - An entry lives FRESH_MS at most, so a write made through another API process, or by a job,
 *   shows to other clients within that time.
 * - A write that succeeded through an operation drops every entry of this process and bumps the
 *   generation, so a read that began before it cannot store what it read. Nothing else does: an
 *   unknown path, a refused or failed write and a guest's unlimited call leave the cache alone.
 * - The client whose write succeeded carries the signed fresh-reads marker for MARKER_SECONDS
 *   and reads around the cache, whichever process its write went to; a verified session always
 *   does. A forged, expired or unverifiable cookie changes nothing.
 * - A guest's request that makes the database read (a miss no read under way answers, or a
 *   marked guest's) counts against a per-address limit, so varying the query string cannot turn
 *   the cache off for anyone.
 */
export const FRESH_MS = 2_000;
/** Guests vary the query string (page, category, month): a bound keeps memory flat. */
const MAX_ENTRIES = 500;

export interface CachedAnswer {
  body: string;
  etag: string;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function createEntryStore(now: () => number) {
  const entries = new Map<string, Entry>();
  /**
   * Reads under way, so that 50 guests missing at once make one read, not 50. Null when the
   * request that was to make it was refused: whoever waited for it then tries again.
   */
  const loading = new Map<string, { generation: number; answer: Promise<CachedAnswer | null> }>();
  let generation = 0;

  /**
   * The entry's life counts from when its read began, not ended: a slow read under load must
   * not keep what it saw for longer than FRESH_MS after any write it may have missed.
   */
  function store(key: string, body: string, read: { generation: number; at: number }) {
    const answer = { body, etag: etagOf(body) };
    if (read.generation !== generation) return answer;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    entries.set(key, { ...answer, expiresAt: read.at + FRESH_MS });
    return answer;
  }

  function get(key: string): CachedAnswer | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * The cached answer, else the one `read` makes, shared with every request for the same key
   * that arrives while it runs and no write has succeeded since. A read that a write overtook
   * is answered but not kept. Only a request that would start a read asks `admit` first (the
   * others cost nothing); null when it was refused.
   */
  async function load(
    key: string,
    read: () => Promise<string>,
    admit: () => Promise<boolean> = async () => true,
  ): Promise<CachedAnswer | null> {
    const cached = get(key);
    if (cached) return cached;
    const running = loading.get(key);
    if (running && running.generation === generation) {
      return (await running.answer) ?? load(key, read, admit);
    }
    const started = { generation, at: now() };
    const answer = admit().then(async (admitted) =>
      admitted ? store(key, await read(), started) : null,
    );
    const entry = { generation, answer };
    loading.set(key, entry);
    try {
      return await answer;
    } finally {
      if (loading.get(key) === entry) loading.delete(key);
    }
  }

  return {
    get,
    load,

    invalidate(): void {
      generation += 1;
      entries.clear();
    },
  };
}

export interface PublicReadCacheOptions {
  /** The JWT refresh secret: the marker's key is derived from it. */
  refreshSecret: string;
  /**
   * The access cookie's name, and whether a token's signature and expiry hold. The app passes
   * them in (auth/auth-cookies.ts, auth/access-token.ts): http sits below auth.
   */
  accessToken: { cookie: string; verifies: (token: string) => boolean };
  /** Production's Secure flag. */
  secureCookies: boolean;
  /** Counts a guest's read that the cache does not answer; answers 429 past its bound. */
  uncachedGuestReads: RequestHandler;
  now?: () => number;
}

export function createPublicReadCache(options: PublicReadCacheOptions) {
  const { refreshSecret, accessToken, secureCookies, uncachedGuestReads, now = Date.now } = options;
  const store = createEntryStore(now);
  const marker: FreshReadsMarker = createFreshReadsMarker({
    key: deriveFreshReadsKey(refreshSecret),
    secure: secureCookies,
    now,
  });

  return {
    ...store,
    marker,

    /**
     * Before Express runs (no database): whether a cached answer may be sent. Not to a client
     * holding a valid marker, nor to one whose access token's signature and expiry hold; the app
     * then checks that token's session, and a request whose session is gone is answered from the
     * cache there.
     */
    servesEarly(req: IncomingMessage): boolean {
      if (marker.holds(req)) return false;
      const token = rawCookie(req, accessToken.cookie);
      return token === undefined || !accessToken.verifies(token);
    },

    /** After authentication: a verified session or a valid marker reads the database. */
    readsFresh(req: Request): boolean {
      return req.auth !== undefined || marker.holds(req);
    },

    /**
     * Whether a read the cache does not answer may go to the database; false once the guest's
     * address is past its limit, the 429 then sent. A verified session is never counted.
     */
    async admitsUncachedRead(req: Request, res: Response): Promise<boolean> {
      return req.auth !== undefined || passesLimit(uncachedGuestReads, req, res);
    },
  };
}

export type PublicReadCache = ReturnType<typeof createPublicReadCache>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Lets the operation router report a write that succeeded: the cache is dropped (before the
 * answer leaves, so the writer's next request cannot find an older entry on this process) and
 * the client is marked, so its next reads skip every process's cache for a few seconds.
 *
 * Deliberately every successful write, not a list of them, except a guest's through an operation
 * without a rate limit (login, logout, refresh, password reset: they change nothing a guest can
 * read, and a guest could call them without end to keep the cache empty). Every guest write
 * that changes what the cache holds is a form, and every form is rate-limited.
 */
export function invalidateAfterWrites(cache: PublicReadCache): RequestHandler {
  return (req, res, next) => {
    if (!SAFE_METHODS.has(req.method)) {
      req.writeSucceeded = (operation) => {
        if (req.auth === undefined && !operation.rateLimited) return;
        cache.invalidate();
        cache.marker.issue(res);
      };
    }
    next();
  };
}
