import { DEFAULT_TEACHER_ID } from '@academy/contracts';
import { hashPassword } from '../auth/password.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { toIsoDate } from '../lib/iso-date.js';
import { seoulDate } from '../lib/seoul-time.js';
import {
  insertInquiries,
  insertLessonApplications,
  insertOnedayApplications,
} from './scale/scale-applications.js';
import { insertScheduleChanges } from './scale/scale-schedule-changes.js';
import { insertNotifications } from './scale/scale-notifications.js';
import { insertLessonSchedules, insertMembers, insertTeachers } from './scale/scale-people.js';
import { insertPracticeSessions } from './scale/scale-practice.js';
import { SCALE_ACCOUNTS, scaleShape, type ScaleShape } from './scale/scale-shape.js';
import { createScaleParams } from './scale/sql-helpers.js';
import { seedDemoDataIfEmpty } from './seed-demo-data.js';

/** The tables the scale seed fills, in the order it fills them. */
export const SCALE_TABLES = [
  'staff',
  'members',
  'lesson_schedules',
  'lesson_applications',
  'oneday_applications',
  'personal_schedules',
  'inquiries',
  'schedule_change_requests',
  'lesson_overrides',
  'practice_sessions',
  'announcements',
  'member_notifications',
  'staff_notifications',
] as const;
export type ScaleTable = (typeof SCALE_TABLES)[number];

type Step = (tx: Prisma.TransactionClient, shape: ScaleShape) => Promise<void>;

// Lesson schedules before schedule changes, every row before the notifications about it.
const STEPS: readonly (readonly [string, Step])[] = [
  ['teachers and lesson cells', insertTeachers],
  ['members and their applications', insertMembers],
  ['weekly lesson slots', insertLessonSchedules],
  ['lesson applications', insertLessonApplications],
  ['one-day applications and classes', insertOnedayApplications],
  ['inquiries', insertInquiries],
  ['schedule changes and overrides', insertScheduleChanges],
  ['practice sessions', insertPracticeSessions],
  ['notifications', insertNotifications],
];

export interface StepTiming {
  step: string;
  ms: number;
}

export type ScaleSeedOutcome =
  | { seeded: false; alreadySeeded: boolean; reason: string }
  | {
      seeded: true;
      /** The demo academy was created first (the database was empty). */
      demoCreated: boolean;
      added: Record<ScaleTable, number>;
      steps: StepTiming[];
    };

async function countRows(prisma: PrismaClient): Promise<Record<ScaleTable, number>> {
  const sql = SCALE_TABLES.map(
    (table) => `SELECT '${table}' AS "table", count(*) AS "rows" FROM "${table}"`,
  );
  const rows = await prisma.$queryRawUnsafe<{ table: ScaleTable; rows: bigint }[]>(
    sql.join(' UNION ALL '),
  );
  const counts = Object.fromEntries(SCALE_TABLES.map((table) => [table, 0]));
  for (const row of rows) counts[row.table] = Number(row.rows);
  return counts as Record<ScaleTable, number>;
}

async function timed(steps: StepTiming[], step: string, work: () => Promise<void>) {
  const started = performance.now();
  await work();
  steps.push({ step, ms: Math.round(performance.now() - started) });
}

/**
 * Adds the scale data set (docs/performance.md "Scale data") for benchmarks and query-plan tests: set-based
 * SQL in one transaction, all or nothing. Builds on the demo academy (created first when the
 * database is empty) because its teacher, staff id 1, runs the one-day classes and is the
 * default teacher of every calendar. A database that already has scale data is left alone.
 */
export async function seedScaleData(
  prisma: PrismaClient,
  { shape = scaleShape(), now = new Date() }: { shape?: ScaleShape; now?: Date } = {},
): Promise<ScaleSeedOutcome> {
  const existing = await prisma.member.count({
    where: { loginId: { startsWith: SCALE_ACCOUNTS.memberLoginPrefix } },
  });
  if (existing > 0) {
    return { seeded: false, alreadySeeded: true, reason: 'the database already has scale data' };
  }
  const demoCreated = await seedDemoDataIfEmpty(prisma, now);
  const teacher = await prisma.staff.findUnique({ where: { id: DEFAULT_TEACHER_ID } });
  if (!teacher) {
    const reason = `there is no staff id ${DEFAULT_TEACHER_ID} (the academy's teacher)`;
    return { seeded: false, alreadySeeded: false, reason };
  }

  const steps: StepTiming[] = [];
  const before = await countRows(prisma);
  const passwordHash = await hashPassword(SCALE_ACCOUNTS.password);
  await prisma.$transaction(
    async (tx) => {
      const params = {
        now,
        today: toIsoDate(seoulDate(0, now)),
        teacherId: teacher.id,
        passwordHash,
      };
      // Compiling these one-off statements costs PostgreSQL's JIT more than it saves.
      await tx.$executeRawUnsafe('SET LOCAL jit = off');
      await createScaleParams(tx, params);
      for (const [step, run] of STEPS) await timed(steps, step, () => run(tx, shape));
    },
    // Far beyond the default 5 s: the full data set takes a while, on PGlite most of all.
    { timeout: 30 * 60_000, maxWait: 60_000 },
  );
  // Fresh statistics (and the visibility map) right away, as autovacuum would give them later:
  // the planner should see the tables as they are now. VACUUM cannot run in a transaction.
  await timed(steps, 'vacuum and analyze', async () => {
    for (const table of SCALE_TABLES) await prisma.$executeRawUnsafe(`VACUUM (ANALYZE) "${table}"`);
  });
  const after = await countRows(prisma);
  const added = Object.fromEntries(
    SCALE_TABLES.map((table) => [table, after[table] - before[table]]),
  ) as Record<ScaleTable, number>;
  return { seeded: true, demoCreated, added, steps };
}
