import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  PRACTICE_BOOKING_LIMITS,
  toAcademyIsoDate,
  practiceOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import {
  capturingPrismaClient,
  explainReads,
  isRead,
  type CapturedQuery,
  type TableRead,
} from '../../test/query-plans.js';
import {
  openTestDatabase,
  testDatabaseServerUrl,
  testDatabaseUrl,
} from '../../test/test-database.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { createLogger } from '../logger/logger.js';
import type { Database } from './database.js';
import { SCALE_ACCOUNTS, scaleMemberLoginId } from '../seed/scale/scale-shape.js';
import { seedScaleData } from '../seed/seed-scale-data.js';
import { callOperation } from '../../test/call-operation.js';

/** The big tables of the scale data: a hot query reads them through an index, never whole. */
const BIG_TABLES = new Set([
  'practice_sessions',
  'member_notifications',
  'staff_notifications',
  'lesson_applications',
  'oneday_applications',
  'inquiries',
  'members',
  'personal_schedules',
  'schedule_change_requests',
  'lesson_overrides',
]);

/**
 * Statements one request may send: a fixed handful (session check, page, count, related
 * names), however many rows there are. Loading related rows one by one would send hundreds.
 */
const MAX_QUERIES_PER_REQUEST = 12;

/** The only whole reads of a big table, each the plan PostgreSQL rightly prefers. */
const SORTS_EVERY_MEMBER =
  'the list is ordered by each member’s lesson slot (docs/product/api.md), so every member of the status ' +
  'takes part in the sort; the database sorts them (5,000 rows) and returns only the page';
const MEMBER_SEARCH =
  'the staff search matches any part of a name or phone, of the member or their guardian, which ' +
  'no b-tree index serves; the list sorts every member anyway, and the slot, due and credit ' +
  'filters probe their tables by member (docs/decisions/0055)';
const NAMES_OF_MONTHS_BOOKERS =
  'the names of the ~700 members who booked in the month, 14% of all members: one pass over ' +
  'the small members table costs less than 700 index probes';

const NICKNAME_SEARCH =
  'the board’s nickname search matches any part of a nickname in any case, which no b-tree index ' +
  'serves: the page and its counts each pass once over the inquiries (20,000 short rows over ' +
  'six years)';

const EVERY_ACTIVE_MEMBERS_WEEK =
  'the staff attendance week lists every active member’s lessons (docs/product/attendance.md), so ' +
  'every member takes part; one pass over the members table costs less than one probe per slot';

const today = toAcademyIsoDate(new Date());
const monthStart = `${today.slice(0, 8)}01`;
const monthEnd = addDaysToIsoDate(`${addDaysToIsoDate(monthStart, 31).slice(0, 8)}01`, -1);
const month = `startDate=${monthStart}&endDate=${monthEnd}`;
const nextMonth = `startDate=${today}&endDate=${addDaysToIsoDate(today, 30)}`;

type Caller = 'guest' | 'member' | 'staff';

interface Endpoint {
  caller: Caller;
  path: string;
  /** Big tables this endpoint may read whole, and why. */
  wholeReads?: Record<string, string>;
}

/** Every list and calendar endpoint, called as the screens call them. */
const ENDPOINTS: Endpoint[] = [
  { caller: 'guest', path: '/api/contact/public' },
  { caller: 'guest', path: '/api/contact/public?category=fee&page=40' },
  {
    caller: 'guest',
    path: '/api/contact/public?nickname=Drummer12&page=1',
    wholeReads: { inquiries: NICKNAME_SEARCH },
  },
  // The application forms: today through the next 30 days (docs/product/roles.md).
  { caller: 'guest', path: `/api/schedule/all-teacher-busy-times?${nextMonth}` },
  { caller: 'member', path: '/api/notifications/me' },
  { caller: 'member', path: '/api/modification' },
  { caller: 'member', path: '/api/practice/bookings' },
  { caller: 'member', path: `/api/practice?${month}` },
  { caller: 'member', path: '/api/schedule/my-overrides' },
  { caller: 'staff', path: '/api/contact' },
  { caller: 'staff', path: '/api/contact?status=pending' },
  { caller: 'staff', path: '/api/contact?page=500' },
  { caller: 'staff', path: '/api/lessons/requests' },
  { caller: 'staff', path: '/api/lessons/requests?status=pending&page=3' },
  { caller: 'staff', path: '/api/oneday/requests' },
  { caller: 'staff', path: '/api/oneday/requests?status=completed&page=50' },
  { caller: 'staff', path: '/api/modification' },
  { caller: 'staff', path: '/api/modification?status=pending' },
  { caller: 'staff', path: '/api/users?limit=1000', wholeReads: { members: SORTS_EVERY_MEMBER } },
  {
    caller: 'staff',
    path: '/api/users?status=inactive&limit=100&page=3',
    wholeReads: { members: SORTS_EVERY_MEMBER },
  },
  {
    caller: 'staff',
    path: '/api/users?limit=1000&search=010-1234&weekday=Tuesday&unpaid=true&openCredits=true',
    wholeReads: { members: MEMBER_SEARCH },
  },
  {
    caller: 'staff',
    path: '/api/users?limit=1000&teacherId=1&status=active',
    wholeReads: { members: SORTS_EVERY_MEMBER },
  },
  { caller: 'staff', path: '/api/notifications/me-teacher' },
  {
    caller: 'staff',
    path: `/api/practice?${month}`,
    wholeReads: { members: NAMES_OF_MONTHS_BOOKERS },
  },
  { caller: 'staff', path: `/api/schedule/all-teacher-busy-times?${month}` },
  { caller: 'staff', path: '/api/teacher-schedule?teacherId=1' },
  { caller: 'staff', path: `/api/teacher-schedule/busy-times?date=${today}` },
  { caller: 'staff', path: '/api/teachers/pending-counts' },
  { caller: 'staff', path: '/api/closures' },
  { caller: 'member', path: `/api/attendance?from=${today}&to=${addDaysToIsoDate(today, 27)}` },
  {
    caller: 'staff',
    path: `/api/attendance?from=${today}&to=${addDaysToIsoDate(today, 6)}`,
    wholeReads: { members: EVERY_ACTIVE_MEMBERS_WEEK },
  },
];

const serverUrl = testDatabaseServerUrl;

/**
 * The hot queries at full scale on PostgreSQL: the scale data set (5,000 members, 200,000
 * practice sessions, …) with real statistics (the seed ends with VACUUM ANALYZE, as autovacuum
 * would), each endpoint called over HTTP, and every statement Prisma sent EXPLAINed with its
 * own parameters. No planner setting is touched: these are the plans production gets. Skipped
 * on the embedded database, whose planner is the same; PostgreSQL runs in CI.
 */
describe.skipIf(!serverUrl)('query plans at scale (PostgreSQL)', () => {
  let database: Database;
  let logged: PrismaClient;
  let explainer: pg.Client;
  const captured: CapturedQuery[] = [];
  const agents = new Map<Caller, ReturnType<typeof request.agent>>();

  /** The statements one call sent, with the tables each reads. */
  async function callAndExplain(send: () => Promise<request.Response>) {
    captured.length = 0;
    const res = await send();
    const sent = captured.length;
    const reads: { query: CapturedQuery; tables: TableRead[] }[] = [];
    for (const query of captured.filter(isRead)) {
      reads.push({ query, tables: await explainReads(explainer, query) });
    }
    return { res, sent, reads };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    const outcome = await seedScaleData(database.prisma);
    expect(outcome.seeded).toBe(true);
    const rows = await database.prisma.$queryRaw<{ name: string }[]>`
      SELECT current_database() AS name`;
    const url = testDatabaseUrl(serverUrl ?? '', rows[0]?.name ?? '');
    logged = capturingPrismaClient(url, captured);
    explainer = new pg.Client({ connectionString: url });
    await explainer.connect();

    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'does-not-exist' });
    const app = createApp({
      config,
      database: { ...database, prisma: logged },
      logger: createLogger(config),
    });
    agents.set('guest', request.agent(app));
    const member = { loginId: scaleMemberLoginId(1), password: SCALE_ACCOUNTS.password };
    agents.set('member', await signedInAgent(app, member));
    agents.set('staff', await signedInAgent(app, DEMO.admin));
  }, 600_000);

  afterAll(async () => {
    await explainer?.end();
    await logged?.$disconnect();
    await database?.close();
  });

  it.each(ENDPOINTS)(
    'when a $caller calls GET $path, then big tables are read through indexes',
    async ({ caller, path, wholeReads = {} }) => {
      const agent = agents.get(caller);
      if (!agent) throw new Error(`no agent for ${caller}`);
      const { res, sent, reads } = await callAndExplain(() => agent.get(path));
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      expect(sent).toBeLessThanOrEqual(MAX_QUERIES_PER_REQUEST);
      const whole = reads.flatMap(({ query, tables }) =>
        tables
          .filter((read) => read.node === 'Seq Scan' && BIG_TABLES.has(read.relation))
          .filter((read) => !(read.relation in wholeReads))
          .map((read) => `${read.relation} read whole by: ${query.sql.slice(0, 300)}`),
      );
      expect(whole).toEqual([]);
    },
  );

  it('when a member books a room, then the overlap check uses the constraint’s index and the caps read only their bookings', async () => {
    const agent = agents.get('member');
    if (!agent) throw new Error('no member agent');
    const day = addDaysToIsoDate(today, PRACTICE_BOOKING_LIMITS.HORIZON_DAYS);
    const { res, reads } = await callAndExplain(() =>
      callOperation(agent, practiceOperations.bookPracticeRoom).send({
        roomId: 2,
        startTime: new Date(`${day}T10:00:00+09:00`).toISOString(),
        endTime: new Date(`${day}T11:00:00+09:00`).toISOString(),
      }),
    );
    // Free or taken, the check ran either way.
    expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
    const check = reads.find(({ query }) => query.sql.includes('tstzrange'));
    expect(check?.tables).toEqual([
      { node: 'Index Scan', relation: 'practice_sessions', index: 'practice_sessions_no_overlap' },
    ]);
    // The member's caps count only their own bookings.
    const whole = reads.flatMap(({ query, tables }) =>
      tables
        .filter((read) => read.node === 'Seq Scan' && BIG_TABLES.has(read.relation))
        .map((read) => `${read.relation} read whole by: ${query.sql.slice(0, 300)}`),
    );
    expect(whole).toEqual([]);
  });
});
