import type { Response } from 'express';
import net, { type AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, setCookie, signedInAgent } from '../../test/auth-helpers.js';
import { addInquiryBehindTheApi } from '../../test/factories/inquiries.js';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createApp } from '../app.js';
import { createLogger } from '../logger/logger.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import {
  createFreshReadsMarker,
  deriveFreshReadsKey,
  FRESH_READS_COOKIE,
} from './fresh-reads-marker.js';
import { callOperation } from '../../test/call-operation.js';
import { authOperations, inquiryOperations } from '@academy/contracts';
import { expectFailure } from '../../test/envelopes.js';

/**
 * The app on `testApp`'s database with the cache's clock held at `heldAt`: its entries do not
 * expire and a marker lasts while the test runs, however slowly a loaded machine runs it.
 */
function appWithHeldCache(testApp: TestApp, heldAt: number) {
  return createApp({
    config: testApp.config,
    database: testApp.database,
    logger: createLogger(testApp.config),
    publicCacheClock: () => heldAt,
  });
}

// docs/decisions/0020-public-read-cache.md: what a client can do to the cache without a session.
// Each test reads the board as a guest (so that it is cached), then adds an inquiry behind the
// API, as a job or another process would: a request answered from the cache still shows the
// older total, one that read the database shows the new one.
describe('the public read cache against a client without a session', () => {
  let testApp: TestApp;
  let app: ReturnType<typeof createApp>;
  const heldAt = Date.now();
  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    app = appWithHeldCache(testApp, heldAt);
  });
  afterAll(() => testApp.close());

  const BOARD = '/api/contact/public?category=all&page=1&limit=10';
  const totalOf = (res: request.Response): number => res.body.data.counts.all;
  const totalInDatabase = () => testApp.database.prisma.inquiry.count();
  /**
   * Caches the board, then changes it behind the API; resolves with the total the cache holds,
   * the one the database now has, and the new inquiry's id.
   */
  async function cacheThenChangeBehind() {
    const cached = totalOf(await guest(app).get(BOARD));
    const { id } = await addInquiryBehindTheApi(testApp.database);
    return { cached, fresh: await totalInDatabase(), id };
  }
  /** The Cookie header of a marker this server signed at `at` (ms). */
  function markerSignedAt(at: number, secret = testApp.config.jwt.refreshSecret): string {
    let value = '';
    const res = { cookie: (_name: string, given: string) => (value = given) };
    createFreshReadsMarker({
      key: deriveFreshReadsKey(secret),
      secure: false,
      now: () => at,
    }).issue(res as unknown as Response);
    return `${FRESH_READS_COOKIE}=${value}`;
  }

  /**
   * Whether `read` is answered from the cache: the board is cached and changed behind the API
   * just before it, so a copy shows the older total and a database read the newer one.
   */
  async function answeredFromCache(read: () => request.Test): Promise<boolean> {
    const { cached, fresh } = await cacheThenChangeBehind();
    const res = await read();
    expect(res.status).toBe(200);
    expect([cached, fresh]).toContain(totalOf(res));
    return totalOf(res) === cached;
  }

  it('when a guest sends a made-up marker, session cookie or Authorization header, then they get the cached board', async () => {
    const forged = [
      { Cookie: `${FRESH_READS_COOKIE}=1` },
      { Cookie: `${FRESH_READS_COOKIE}=9999999999999.${'A'.repeat(43)}` },
      { Cookie: markerSignedAt(heldAt - 10_000) },
      { Cookie: markerSignedAt(heldAt, 'another-secret-of-at-least-32-characters') },
      { Cookie: 'academy_access=anything' },
      { Cookie: 'academy_refresh=anything; academy_session=1' },
      { Authorization: 'Bearer anything' },
    ];
    for (const headers of forged) {
      const cached = await answeredFromCache(() => guest(app).get(BOARD).set(headers));
      expect(cached, JSON.stringify(headers)).toBe(true);
    }
    // A marker this server signed and that has not expired is the one that reads fresh.
    const marked = await answeredFromCache(() =>
      guest(app).get(BOARD).set('Cookie', markerSignedAt(heldAt)),
    );
    expect(marked).toBe(false);
  });

  it('when a guest sends an expired access token or one whose session has ended, then they get the cached board; a live session reads fresh', async () => {
    const member = request(app);
    const login = await callOperation(member, authOperations.login).send(DEMO.student);
    const accessCookie = String(setCookie(login, 'academy_access')).split(';')[0] ?? '';
    const { sid } = jwt.decode(accessCookie.split('=')[1] ?? '') as { sid: string };
    const expired = jwt.sign(
      { sub: 'member:1', sid, typ: 'access', exp: Math.floor(Date.now() / 1000) - 60 },
      testApp.config.jwt.accessSecret,
      { algorithm: 'HS256' },
    );
    const readWith = (cookie: string) => () => guest(app).get(BOARD).set('Cookie', cookie);
    expect(await answeredFromCache(readWith(accessCookie))).toBe(false);

    expect(
      (await callOperation(member, authOperations.logout).set('Cookie', accessCookie)).status,
    ).toBe(200);
    expect(await answeredFromCache(readWith(`academy_access=${expired}`))).toBe(true);
    expect(await answeredFromCache(readWith(accessCookie))).toBe(true);
  });

  it('when a guest posts to an unknown path, sends a refused write or logs out, then the cache is kept and no marker is given', async () => {
    const { cached } = await cacheThenChangeBehind();
    const client = guest(app);
    const writes = [
      await client.post('/api/no-such-operation').send({}),
      await callOperation(client, inquiryOperations.submitInquiry).send({
        ...VALID_INQUIRY,
        subject: '',
      }),
      await callOperation(client, inquiryOperations.replyToInquiry, { params: { id: '1' } }).send({
        reply: 'not staff',
      }),
      await callOperation(client, authOperations.logout).send({}),
    ];
    expect(writes.map((res) => res.status)).toEqual([404, 400, 401, 200]);
    for (const res of writes) expect(setCookie(res, FRESH_READS_COOKIE)).toBeUndefined();
    expect(totalOf(await guest(app).get(BOARD))).toBe(cached);
  });

  it('when staff send a write that fails, then the cache is kept; when one succeeds, then it is dropped', async () => {
    const staff = await signedInAgent(app, DEMO.admin);
    const { cached, fresh, id } = await cacheThenChangeBehind();
    const failed = await callOperation(staff, inquiryOperations.replyToInquiry, {
      params: { id: '999999' },
    }).send({ reply: 'nobody' });
    expect(failed.status).toBe(404);
    expect(totalOf(await guest(app).get(BOARD))).toBe(cached);

    const replied = await callOperation(staff, inquiryOperations.replyToInquiry, {
      params: { id },
    }).send({ reply: 'answered' });
    expect(replied.status).toBe(200);
    expect(setCookie(replied, FRESH_READS_COOKIE)).toMatch(/HttpOnly/);
    expect(totalOf(await guest(app).get(BOARD))).toBe(fresh);
  });

  it('when a guest submits an inquiry, then the cache is dropped and their marker is signed', async () => {
    const { fresh } = await cacheThenChangeBehind();
    const submitted = await callOperation(guest(app), inquiryOperations.submitInquiry).send(
      VALID_INQUIRY,
    );
    expect(submitted.status).toBe(201);
    expect(setCookie(submitted, FRESH_READS_COOKIE)).toMatch(
      new RegExp(`^${FRESH_READS_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43};`),
    );
    expect(totalOf(await guest(app).get(BOARD))).toBe(fresh + 1);
  });
});

describe('guests reading around the cache', () => {
  let testApp: TestApp;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    app = appWithHeldCache(testApp, Date.now());
  });
  afterAll(() => testApp.close());

  const ADDRESS = '10.250.0.1';
  const boardPage = (page: number) => `/api/contact/public?category=all&page=${page}&limit=10`;
  /** A guest's read from ADDRESS, in the language guest() asks in (the cache keys by it). */
  const fromAddress = (path: string, cookie?: string) =>
    request(app)
      .get(path)
      .set({
        'X-Forwarded-For': ADDRESS,
        'Accept-Language': 'ko',
        ...(cookie ? { Cookie: cookie } : {}),
      });

  it('when 50 guests behind one address miss the same page at once, then they share one read and are counted once', async () => {
    const address = '10.250.0.2';
    const server = app.listen(0);
    const { port } = server.address() as AddressInfo;
    try {
      // Connected first and written to in one go, so that the 50 reads reach the server together.
      // On PostgreSQL they then overlap; on the embedded database, which runs in this thread, a
      // read may finish before the next request is parsed (public-read-cache.test.ts covers the
      // sharing without a database).
      const sockets = await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise<net.Socket>((resolve, reject) => {
              const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
              socket.on('error', reject);
            }),
        ),
      );
      const statusLines = sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let received = '';
            socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
            socket.on('end', () => resolve(received.slice(0, received.indexOf('\r\n'))));
          }),
      );
      for (const socket of sockets) {
        socket.write(
          `GET ${boardPage(500)} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${address}\r\n` +
            'Accept-Language: ko\r\nConnection: close\r\n\r\n',
        );
      }
      expect(await Promise.all(statusLines)).toEqual(Array(50).fill('HTTP/1.1 200 OK'));
    } finally {
      server.close();
    }
    const counters = createRateLimitCounters(testApp.database.prisma);
    const counted = await counters.current(`uncached-public-reads:${address}`, new Date());
    expect(counted?.hits).toBe(1);
  });

  it('when one address reads more than 120 uncached pages in a minute, then it is refused with 429; cached answers and signed-in members are not', async () => {
    const submitted = await callOperation(request(app), inquiryOperations.submitInquiry)
      .set('X-Forwarded-For', ADDRESS)
      .send(VALID_INQUIRY);
    const marker = String(setCookie(submitted, FRESH_READS_COOKIE)).split(';')[0] ?? '';
    const member = await signedInAgent(app, DEMO.student);

    const statuses = [];
    for (let page = 1; page <= 120; page += 1)
      statuses.push((await fromAddress(boardPage(page))).status);
    expect(statuses).toEqual(Array(120).fill(200));

    const refused = await fromAddress(boardPage(121)).set('Accept-Language', 'en');
    expectFailure(
      refused,
      429,
      'TOO_MANY_REQUESTS',
      'Too many requests. Please try again in a minute.',
    );
    // Reading around the cache with the marker of their own write counts as well.
    expect((await fromAddress(boardPage(1), marker)).status).toBe(429);
    // What the cache holds is still served to them.
    await guest(app).get(boardPage(200));
    expect((await fromAddress(boardPage(200))).status).toBe(200);
    // A member on the same network reads as before.
    for (const page of [1, 300]) {
      const res = await member.get(boardPage(page)).set('X-Forwarded-For', ADDRESS);
      expect(res.status).toBe(200);
    }
  });
});
