import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';

export const FRESH_READS_COOKIE = 'academy_fresh_reads';
/** Longer than a cache entry lives, so the marker outlives every entry older than the write. */
export const MARKER_SECONDS = 5;

/** `<expiry, ms since the epoch>.<HMAC-SHA256 of it, base64url>` */
const MARKER_VALUE = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * The signing key is derived from a configured secret under a label of its own, so the marker's
 * signature can never be mistaken for any other value signed with that secret (as the device
 * cookie's key is).
 */
export function deriveFreshReadsKey(configuredSecret: string): Buffer {
  return createHmac('sha256', configuredSecret).update('academy fresh reads v1').digest();
}

/**
 * The value of the first cookie called `name` in a raw Cookie header, or undefined. Reads the
 * header itself, so that it also serves before Express has parsed anything.
 */
export function rawCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/**
 * The read-your-writes marker of docs/decisions/0020-public-read-cache.md: a client whose write
 * has just succeeded carries it for MARKER_SECONDS and reads around the public cache on every
 * process. It carries its own expiry under the server's signature, so neither a forged value
 * nor a kept one outlives its few seconds whatever the browser is told.
 */
export function createFreshReadsMarker(options: {
  key: Buffer;
  secure: boolean;
  now?: () => number;
}) {
  const { key, secure, now = Date.now } = options;
  const sign = (content: string) => createHmac('sha256', key).update(content).digest('base64url');

  return {
    issue(res: Response): void {
      const expiresAt = String(now() + MARKER_SECONDS * 1000);
      res.cookie(FRESH_READS_COOKIE, `${expiresAt}.${sign(expiresAt)}`, {
        maxAge: MARKER_SECONDS * 1000,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/api',
      });
    },

    /** Whether the request carries a marker this server signed that has not expired. */
    holds(req: IncomingMessage): boolean {
      const value = rawCookie(req, FRESH_READS_COOKIE);
      const match = value === undefined ? null : MARKER_VALUE.exec(value);
      if (!match) return false;
      const [, expiresAt = '', signature = ''] = match;
      if (!timingSafeEqual(Buffer.from(sign(expiresAt)), Buffer.from(signature))) return false;
      return Number(expiresAt) > now();
    },
  };
}

export type FreshReadsMarker = ReturnType<typeof createFreshReadsMarker>;
