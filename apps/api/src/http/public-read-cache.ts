import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * A short-lived, in-process copy of the public reads guests make most (the inquiry board, the
 * teacher's busy times), as sent: docs/decisions/0020-public-read-cache.md.
 *
 * - An entry lives FRESH_MS at most, so a write made through another API process, or by a job,
 *   shows to other clients within that time.
 * - Every state-changing API request drops every entry of this process, when it starts and
 *   again when it ends, and bumps the generation, so a read that began before the write cannot
 *   store what it read.
 * - The client that made a write carries the FRESH_READS_COOKIE marker for MARKER_SECONDS and
 *   reads around the cache, whichever process its write went to; signed-in callers always do.
 */
export const FRESH_MS = 2_000;
/** Longer than FRESH_MS, so a marked client outlives every entry that could predate its write. */
export const MARKER_SECONDS = 5;
export const FRESH_READS_COOKIE = 'academy_fresh_reads';
/** Guests vary the query string (page, category, month): a bound keeps memory flat. */
const MAX_ENTRIES = 500;

export interface CachedAnswer {
  body: string;
  etag: string;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

/** Cookie names that mean the caller is (or was just) signed in, or has just written. */
const BYPASSING_COOKIES = [FRESH_READS_COOKIE, 'academy_access', 'academy_refresh'];

/**
 * Whether this request must read the database itself: it carries the read-your-writes marker,
 * a session cookie or credentials of any kind. Looks at raw headers, so it also serves before
 * Express has parsed anything.
 */
export function bypassesPublicCache(req: IncomingMessage): boolean {
  if (req.headers.authorization !== undefined) return true;
  const cookie = req.headers.cookie;
  return cookie !== undefined && BYPASSING_COOKIES.some((name) => cookie.includes(name));
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function createPublicReadCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  /** Reads under way, so that 50 guests missing at once make one read, not 50. */
  const loading = new Map<string, { generation: number; answer: Promise<CachedAnswer> }>();
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

  return {
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },

    /**
     * The cached answer, else the one `read` makes, shared with every request for the same key
     * that arrives while it runs and no write has started since. A read that a write overtook
     * is answered but not kept.
     */
    async load(key: string, read: () => Promise<string>): Promise<CachedAnswer> {
      const cached = this.get(key);
      if (cached) return cached;
      const running = loading.get(key);
      if (running && running.generation === generation) return running.answer;
      const started = { generation, at: now() };
      const answer = read().then((body) => store(key, body, started));
      const entry = { generation, answer };
      loading.set(key, entry);
      try {
        return await answer;
      } finally {
        if (loading.get(key) === entry) loading.delete(key);
      }
    },

    invalidate(): void {
      generation += 1;
      entries.clear();
    },
  };
}

export type PublicReadCache = ReturnType<typeof createPublicReadCache>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For every state-changing request: drop the cache now and once the answer is out (the write
 * has then committed or failed), and mark the client so its next reads skip every process's
 * cache for a few seconds. Deliberately every write, not a list of them: a list would miss the
 * next write someone adds that changes a board or the busy times.
 */
export function invalidateOnWrites(
  cache: PublicReadCache,
  options: { secureCookies: boolean },
): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    cache.invalidate();
    res.on('finish', () => cache.invalidate());
    res.cookie(FRESH_READS_COOKIE, '1', {
      maxAge: MARKER_SECONDS * 1000,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      path: '/api',
    });
    next();
  };
}
