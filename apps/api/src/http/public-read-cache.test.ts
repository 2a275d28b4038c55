import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { verifyAccessToken } from '../auth/access-token.js';
import { cookieNames } from '../auth/auth-cookies.js';
import { createLogger } from '../logger/logger.js';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { addInquiryBehindTheApi } from '../../test/factories/inquiries.js';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { FRESH_READS_COOKIE, MARKER_SECONDS } from './fresh-reads-marker.js';
import { createPublicReadCache, FRESH_MS } from './public-read-cache.js';
import { callOperation } from '../../test/call-operation.js';
import { inquiryOperations } from '@academy/contracts';

// docs/decisions/0020-public-read-cache.md
describe('the cache of public reads', () => {
  let testApp: TestApp;
  /** A second API process on the same database, as when several run behind one proxy. */
  let otherProcess: ReturnType<typeof createApp>;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    otherProcess = createApp({
      config: testApp.config,
      database: testApp.database,
      logger: createLogger(testApp.config),
    });
  });
  afterAll(() => testApp.close());

  const BOARD = '/api/contact/public?category=all&page=1&limit=10';
  const totalOf = (res: request.Response): number => res.body.data.counts.all;
  const markerOf = (res: request.Response): string | undefined => {
    const cookies = res.headers['set-cookie'] as unknown;
    return (Array.isArray(cookies) ? (cookies as string[]) : []).find((cookie) =>
      cookie.startsWith(`${FRESH_READS_COOKIE}=`),
    );
  };

  it('when a guest reads the board again, then the same answer comes with its ETag, and 304 for the ETag held', async () => {
    const first = await guest(testApp.app).get(BOARD);
    const second = await guest(testApp.app).get(BOARD);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['content-security-policy']).toContain("object-src 'none'");
    expect(second.headers['x-request-id']).toBeTruthy();

    const revalidated = await guest(testApp.app)
      .get(BOARD)
      .set('If-None-Match', String(first.headers.etag));
    expect(revalidated.status).toBe(304);
  });

  it('when a guest writes through another process, then their own next read shows it at once', async () => {
    const before = totalOf(await guest(testApp.app).get(BOARD));
    const submitted = await callOperation(
      guest(otherProcess),
      inquiryOperations.submitInquiry,
    ).send(VALID_INQUIRY);
    expect(submitted.status).toBe(201);
    const marker = markerOf(submitted);
    expect(marker).toMatch(new RegExp(`Max-Age=${MARKER_SECONDS}`));
    expect(marker).toMatch(/Path=\/api/);
    expect(marker).toMatch(/HttpOnly/);

    const own = await guest(testApp.app)
      .get(BOARD)
      .set('Cookie', String(marker).split(';')[0] ?? '');
    expect(totalOf(own)).toBe(before + 1);
  });

  it('when anything is written through this process, then no guest gets the older board from it', async () => {
    await guest(testApp.app).get(BOARD);
    const before = await testApp.database.prisma.inquiry.count();
    // Another inquiry than the one above: the same one again within a minute stores nothing.
    await callOperation(guest(testApp.app), inquiryOperations.submitInquiry).send({
      ...VALID_INQUIRY,
      subject: '두 번째 문의',
    });
    expect(totalOf(await guest(testApp.app).get(BOARD))).toBe(before + 1);
  });

  it('when the data changes behind the API, then signed-in staff see it at once, guests once the copy has expired', async () => {
    const before = totalOf(await guest(testApp.app).get(BOARD));
    await addInquiryBehindTheApi(testApp.database);
    const staff = await signedInAgent(testApp.app, DEMO.admin);
    expect(totalOf(await staff.get(BOARD))).toBe(before + 1);

    await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 100));
    expect(totalOf(await guest(testApp.app).get(BOARD))).toBe(before + 1);
  });

  it('when a member is signed in, then the busy times they read are never a cached copy', async () => {
    const month =
      '/api/schedule/all-teacher-busy-times?teacherId=1&startDate=2031-03-01&endDate=2031-03-31';
    const closuresOf = (res: request.Response): unknown[] => res.body.data.closures;
    const member = await signedInAgent(testApp.app, DEMO.student);
    expect(closuresOf(await guest(testApp.app).get(month))).toEqual([]);
    await testApp.database.prisma.closure.create({
      data: { date: new Date('2031-03-03'), reason: '휴원', reasonEn: 'Closed' },
    });
    expect(closuresOf(await member.get(month))).toHaveLength(1);
    // The guest copy is at most FRESH_MS old: no client of this test wrote the closure.
    expect(closuresOf(await guest(testApp.app).get(month))).toEqual([]);
  });
});

describe('reads shared by the guests missing the same key', () => {
  const cacheFor = () =>
    createPublicReadCache({
      refreshSecret: 'r'.repeat(32),
      accessToken: {
        cookie: cookieNames(false).access,
        verifies: (token) => verifyAccessToken(token, 'a'.repeat(32)) !== null,
      },
      secureCookies: false,
      uncachedGuestReads: (_req, _res, next) => next(),
    });
  /** A read that answers `body` when told to. */
  function heldRead(body: string) {
    let release = () => {};
    const done = new Promise<string>((resolve) => (release = () => resolve(body)));
    return { read: () => done, release };
  }

  it('when a read is under way, then the requests that join it are not asked to be admitted', async () => {
    const cache = cacheFor();
    const { read, release } = heldRead('{"board":1}');
    const admitted: string[] = [];
    const admit = (who: string) => async () => {
      admitted.push(who);
      return true;
    };
    const first = cache.load('key', read, admit('first'));
    await Promise.resolve();
    const joined = Array.from({ length: 5 }, (_, i) => cache.load('key', read, admit(`j${i}`)));
    release();
    const answers = await Promise.all([first, ...joined]);
    expect(answers.map((answer) => answer?.body)).toEqual(Array(6).fill('{"board":1}'));
    expect(admitted).toEqual(['first']);
  });

  it('when the request that was to read is refused, then it gets nothing and one that waited reads for itself', async () => {
    const cache = cacheFor();
    const { read, release } = heldRead('{"board":2}');
    let letFirstIn = (_admitted: boolean) => {};
    const firstAdmit = () => new Promise<boolean>((resolve) => (letFirstIn = resolve));
    const first = cache.load('key', read, firstAdmit);
    const waiting = cache.load('key', read, async () => true);
    letFirstIn(false);
    release();
    expect(await first).toBeNull();
    expect((await waiting)?.body).toBe('{"board":2}');
  });
});
