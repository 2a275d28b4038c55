import {
  applicationOperations,
  sentenceMonth,
  seoulInstant,
  tuitionOperations,
} from '@academy/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, staffIdOf, useDemoAcademy } from '../../test/demo-academy.js';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-postgres.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { createTestApp } from '../../test/test-app.js';
import { createLoggingOutbox } from '../../test/test-outbox.js';
import { openDatabase, type Database } from '../db/database.js';
import { seedDemoDataIfEmpty } from '../seed/seed-demo-data.js';
import { createLogger } from '../logger/logger.js';
import { ISSUE_PAGE_SIZE } from './issue-monthly-dues.js';
import { monthlyTuitionJob } from './monthly-tuition-job.js';
import { issueMonth } from './tuition-test-helpers.js';
import { numberedPhone } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';

const logger = createLogger({ logLevel: 'silent', env: 'test' });

// Simultaneous runs only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('tuition under simultaneous runs and requests', () => {
  describe('two API processes issue the same month at once', { timeout: 60_000 }, () => {
    let scratch: ScratchDatabase | undefined;
    const databases: Database[] = [];

    afterAll(async () => {
      await Promise.all(databases.map((database) => database.close()));
      await scratch?.drop();
    });

    it('when both run the job together, then each active member has exactly one due, one notification and one e-mail', async () => {
      scratch = await createScratchDatabase(testDatabaseServerUrl ?? '');
      const first = await openDatabase({ databaseUrl: scratch.url });
      databases.push(first);
      const second = await openDatabase({ databaseUrl: scratch.url });
      databases.push(second);
      await seedDemoDataIfEmpty(first.prisma);
      // More than two pages, so the runs overlap on several transactions.
      const extra = ISSUE_PAGE_SIZE * 2 + 50;
      await first.prisma.member.createMany({
        data: Array.from({ length: extra }, (_, i) => ({
          loginId: `race${i}`,
          passwordHash: 'never signs in',
          name: `회원${i}`,
          email: `race${i}@example.com`,
          phoneNumber: `0107${String(i).padStart(7, '0')}`,
          monthlyFee: 170_000,
        })),
      });
      const run = (database: Database) =>
        monthlyTuitionJob.run({
          prisma: database.prisma,
          now: () => seoulInstant('2026-03-01', 0.1),
          logger,
          outbox: createLoggingOutbox(database.prisma, logger),
        });

      await Promise.all([run(first), run(second), run(first), run(second)]);

      const { prisma } = first;
      const active = await prisma.member.count({ where: { status: 'active' } });
      expect(active).toBe(extra + 2);
      const perMember = await prisma.tuitionDue.groupBy({
        by: ['memberId'],
        where: { month: '2026-03' },
        _count: { _all: true },
      });
      expect(perMember).toHaveLength(active);
      expect(perMember.every((row) => row._count._all === 1)).toBe(true);
      const notices = await prisma.memberNotification.count({
        where: { category: 'payment_due', message: { contains: sentenceMonth('2026-03', 'ko') } },
      });
      expect(notices).toBe(active);
      expect(await prisma.mailOutbox.count({ where: { dedupeKey: { endsWith: ':issued' } } })).toBe(
        active,
      );
    });
  });

  describe('ten reminders of one month at once', () => {
    const academy = useDemoAcademy(MEMBERS_AND_STAFF);

    it('when 10 staff calls remind together, then each unpaid member is reminded once', async () => {
      const month = '2026-09';
      await issueMonth(academy.testApp, month);
      const { prisma } = academy.testApp.database;
      const unpaid = await prisma.tuitionDue.findMany({ where: { month, paidAt: null } });
      expect(unpaid.length).toBeGreaterThan(0);

      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          callOperation(academy.staff, tuitionOperations.remindUnpaidTuition).send({ month }),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
      const reminded = answers.map(
        (res) => (res.body.data as { remindedCount: number }).remindedCount,
      );
      expect(reminded.reduce((sum, count) => sum + count, 0)).toBe(unpaid.length);

      const notices = await prisma.memberNotification.count({
        where: {
          category: 'payment_due',
          titleEn: 'Tuition reminder',
          message: { contains: sentenceMonth(month, 'ko') },
        },
      });
      expect(notices).toBe(unpaid.length);
      for (const due of unpaid) {
        expect(
          await prisma.mailOutbox.count({
            where: { dedupeKey: { startsWith: `tuition:${due.id}:reminded:` } },
          }),
        ).toBe(1);
      }
      expect(
        await prisma.auditLog.count({ where: { action: 'tuition.remind', entityId: month } }),
      ).toBe(1);
    });
  });
  describe('approvals while the monthly job issues the same month', () => {
    // Five past midnight on December 1st: the job's minute, and every lesson of December ahead.
    const academy = useDemoAcademy(MEMBERS_AND_STAFF, () =>
      createTestApp({ seed: true, now: () => seoulInstant('2026-12-01', 0.1) }),
    );

    it('when 6 approvals and 3 runs of the job go together, then each new member has one December due, one notification and one e-mail', async () => {
      const { prisma } = academy.testApp.database;
      const teacherId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
      const slots = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Monday'].map(
        (weekday, i) => ({
          lessonDayOfWeek: weekday,
          lessonStartTime: i < 5 ? '10:00' : '11:00',
          lessonEndTime: i < 5 ? '11:00' : '12:00',
        }),
      );
      const applications = await Promise.all(
        slots.map((_, i) =>
          prisma.lessonApplication.create({
            data: {
              name: `동시${i}`,
              birthDate: new Date('2001-05-05T00:00:00.000Z'),
              gender: 'female',
              phoneNumber: numberedPhone('0107444', i),
              email: `together${i}@example.com`,
              preferredTime: '',
              lessonType: 'general',
            },
          }),
        ),
      );

      const [approvals] = await Promise.all([
        Promise.all(
          applications.map((application, i) =>
            callOperation(academy.staff, applicationOperations.approveLessonApplication, {
              params: { id: application.id },
            }).send({ teacherId, monthlyFee: 170_000, ...slots[i] }),
          ),
        ),
        issueMonth(academy.testApp, '2026-12'),
        issueMonth(academy.testApp, '2026-12'),
        issueMonth(academy.testApp, '2026-12'),
      ]);
      expect(approvals.map((res) => res.status)).toEqual(Array(6).fill(200));

      const memberIds = approvals.map((res) => (res.body.data as { userId: number }).userId);
      const dues = await prisma.tuitionDue.findMany({ where: { memberId: { in: memberIds } } });
      expect(dues).toHaveLength(6);
      expect(dues.every((due) => due.month === '2026-12' && due.amount === 170_000)).toBe(true);
      expect(
        await prisma.memberNotification.count({
          where: { memberId: { in: memberIds }, category: 'payment_due' },
        }),
      ).toBe(6);
      expect(
        await prisma.mailOutbox.count({
          where: { dedupeKey: { in: dues.map((due) => `tuition:${due.id}:issued`) } },
        }),
      ).toBe(6);
    });
  });
});
