import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from '../../test/api-process.js';
import {
  checkApprovals,
  checkBookings,
  checkNoStrayRows,
  countRows,
} from '../../test/crash-checks.js';
import {
  approvalRequest,
  bookerOf,
  bookingRequest,
  createCrashFixture,
  CRASH_ADMIN,
  crashMember,
} from '../../test/crash-fixture.js';
import { runWrites, sendJson, signIn } from '../../test/http-writes.js';
import { copyMigratedTemplateInto, copyOfPostgresTemplate } from '../../test/template-copies.js';
import { onPostgresqlPass } from '../../test/database-pass.js';
import { openDatabase, type DatabaseOptions } from './database.js';

// Bounded: at most this many writes of each kind, two at a time each, and the API is killed
// after this many answers, so other requests are still in flight when it dies.
const WRITES_PER_KIND = 40;
const CONCURRENCY = 2;
const KILL_AFTER_ANSWERS = 16;

interface Setup {
  database: DatabaseOptions;
  /** The API's environment for that database. */
  env: Record<string, string>;
}

const running = new Set<ApiProcess>();
afterAll(() => Promise.all([...running].map((api) => api.stop('SIGKILL'))));

async function start(env: Record<string, string>): Promise<ApiProcess> {
  const api = await startApi({ SEED_DEMO: 'false', WEB_DIST_DIR: 'does-not-exist', ...env });
  running.add(api);
  return api;
}

async function killedInTheMiddleOfWrites({ database, env }: Setup) {
  const setup = await openDatabase(database);
  const fixture = await createCrashFixture(setup.prisma, WRITES_PER_KIND);
  const before = await countRows(setup.prisma);
  const staffCount = await setup.prisma.staff.count();
  await setup.close();

  const api = await start(env);
  const admin = await signIn(api.baseUrl, CRASH_ADMIN.loginId, CRASH_ADMIN.password);
  const memberCookies = await Promise.all(
    fixture.memberIds.map((_, n) =>
      signIn(api.baseUrl, crashMember(n).loginId, crashMember(n).password),
    ),
  );
  const bookerCookie = (i: number) => {
    const cookie = memberCookies[bookerOf(i)];
    if (cookie === undefined) throw new Error(`no member signed in for booking ${i}`);
    return cookie;
  };
  let answers = 0;
  const killWhenDue = () => {
    answers += 1;
    if (answers === KILL_AFTER_ANSWERS) void api.stop('SIGKILL');
  };
  const keys = Array.from({ length: WRITES_PER_KIND }, (_, i) => i);
  const [bookings, approvals] = await Promise.all([
    runWrites(
      keys,
      CONCURRENCY,
      (i) =>
        sendJson(
          `${api.baseUrl}/api/practice/bookings`,
          'POST',
          bookerCookie(i),
          bookingRequest(i),
        ),
      killWhenDue,
    ),
    runWrites(
      keys,
      CONCURRENCY,
      (i) =>
        sendJson(
          `${api.baseUrl}/api/lessons/requests/${fixture.applicationIds[i]}/approve`,
          'PATCH',
          admin,
          approvalRequest(i, fixture.teacherId),
        ),
      killWhenDue,
    ),
  ]);
  await api.stop('SIGKILL');
  running.delete(api);

  const all = [...bookings, ...approvals];
  expect(all.filter((o) => o.outcome === 'refused')).toEqual([]);
  const acknowledged = all.filter((o) => o.outcome === 'acknowledged').length;
  expect(acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
  expect(acknowledged, 'the API died before all writes were done').toBeLessThan(
    2 * WRITES_PER_KIND,
  );

  // Restarted on the same data, the API recovers and serves the same accounts.
  const restarted = await start(env);
  const again = await signIn(restarted.baseUrl, crashMember(0).loginId, crashMember(0).password);
  const list = await fetch(`${restarted.baseUrl}/api/practice/bookings`, {
    headers: { cookie: again },
  });
  expect(list.status).toBe(200);
  expect(await restarted.stop('SIGTERM'), restarted.output()).toBe(0);
  running.delete(restarted);

  const after = await openDatabase(database);
  try {
    const stored = {
      bookings: await checkBookings(after.prisma, fixture, bookings, staffCount),
      approvals: await checkApprovals(after.prisma, fixture, approvals),
      staffCount,
    };
    await checkNoStrayRows(after.prisma, before, stored);
  } finally {
    await after.close();
  }
}

describe('the API killed (SIGKILL) in the middle of writes', { timeout: 300_000 }, () => {
  it.skipIf(onPostgresqlPass)(
    'when on the embedded database, then after a restart every acknowledged write is there and none is half-written',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-crash-'));
      // The migrated database the API would have made there; the test is about the writes after.
      copyMigratedTemplateInto(dataDir);
      try {
        await killedInTheMiddleOfWrites({
          database: { dataDir },
          env: { DATABASE_URL: '', DATA_DIR: dataDir },
        });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    'when on PostgreSQL, then after a restart every acknowledged write is there and none is half-written',
    async () => {
      const scratch = await copyOfPostgresTemplate(serverUrl ?? '', { seeded: false });
      try {
        await killedInTheMiddleOfWrites({
          database: { databaseUrl: scratch.url },
          env: { DATABASE_URL: scratch.url },
        });
      } finally {
        await scratch.drop();
      }
    },
  );
});
