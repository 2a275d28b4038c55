import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import {
  createFreshReadsMarker,
  deriveFreshReadsKey,
  FRESH_READS_COOKIE,
  MARKER_SECONDS,
} from './fresh-reads-marker.js';

const SECRET = 'a-configured-secret-of-at-least-32-characters';

function markerAt(clock: { now: number }, secret = SECRET) {
  return createFreshReadsMarker({
    key: deriveFreshReadsKey(secret),
    secure: false,
    now: () => clock.now,
  });
}

/** The value `issue` gives the browser, and the options it is given with. */
function issued(marker: ReturnType<typeof createFreshReadsMarker>) {
  const set: { value?: string; options?: Record<string, unknown> } = {};
  const res = {
    cookie: (_name: string, value: string, options: Record<string, unknown>) => {
      Object.assign(set, { value, options });
    },
  };
  marker.issue(res as unknown as Response);
  return set;
}

const withCookie = (cookie: string) => ({ headers: { cookie } }) as IncomingMessage;

describe('the fresh-reads marker', () => {
  it('when the server issued it, then it holds until its seconds are over, and not after', () => {
    const clock = { now: 1_800_000_000_000 };
    const marker = markerAt(clock);
    const { value, options } = issued(marker);
    expect(options).toMatchObject({
      maxAge: MARKER_SECONDS * 1000,
      httpOnly: true,
      sameSite: 'lax',
      path: '/api',
    });
    const request = withCookie(`other=1; ${FRESH_READS_COOKIE}=${value}`);
    expect(marker.holds(request)).toBe(true);
    clock.now += MARKER_SECONDS * 1000 - 1;
    expect(marker.holds(request)).toBe(true);
    clock.now += 1;
    expect(marker.holds(request)).toBe(false);
  });

  it('when its expiry is pushed back, it is signed with another secret or it is not the server’s at all, then it does not hold', () => {
    const clock = { now: 1_800_000_000_000 };
    const marker = markerAt(clock);
    const [expiresAt, signature] = String(issued(marker).value).split('.');
    const forged = [
      `${Number(expiresAt) + 60_000}.${signature}`,
      String(issued(markerAt(clock, `${SECRET}-other`)).value),
      '1',
      '',
      `${expiresAt}.${signature}x`,
      `${expiresAt}.${'A'.repeat(43)}`,
    ];
    for (const value of forged) {
      expect(marker.holds(withCookie(`${FRESH_READS_COOKIE}=${value}`)), value).toBe(false);
    }
    expect(marker.holds({ headers: {} } as IncomingMessage)).toBe(false);
  });
});
