import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  seoulInstant,
  toAcademyIsoDate,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import { useTestApp } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { lessonRemindersJob } from './lesson-reminders-job.js';
import { runJobAt } from '../../test/run-job.js';

const RUNS = 4;

// Simultaneous runs only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)(
  'the lesson-reminders job run by several processes at once',
  () => {
    const app = useTestApp({ seed: true });

    it('when several runs start at the same moment, then each lesson and one-day class is reminded once', async () => {
      const { testApp } = app;
      const { prisma } = testApp.database;
      const day = addDaysToIsoDate(toAcademyIsoDate(new Date()), 7);
      const isoWeekday = isoWeekdayOfIsoDate(day);
      const members = await Promise.all(
        ['01066660001', '01066660002', '01066660003'].map((phone, index) =>
          addMember(prisma, {
            name: `경합${index}`,
            phone,
            slot: { dayOfWeek: isoWeekday, startMinute: (10 + index) * 60 },
          }),
        ),
      );
      await prisma.onedayApplication.create({
        data: {
          name: 'Race Guest',
          birthDate: new Date('1990-01-01'),
          phoneNumber: '01066669999',
          email: 'race-guest@example.com',
          preferredTime: `${day}: 15:00`,
          status: 'scheduled',
          scheduledAt: seoulInstant(day, 15),
        },
      });

      const now = seoulInstant(addDaysToIsoDate(day, -1), 16);
      await Promise.all(
        Array.from({ length: RUNS }, () => runJobAt(lessonRemindersJob, testApp, now)),
      );
      await testApp.outbox.settled();

      for (const member of members) {
        expect(await prisma.lessonReminder.count({ where: { memberId: member.id } })).toBe(1);
        expect(
          await prisma.memberNotification.count({
            where: { memberId: member.id, category: 'lesson_reminder' },
          }),
        ).toBe(1);
        expect(await prisma.mailOutbox.count({ where: { recipient: member.email } })).toBe(1);
      }
      expect(await prisma.onedayReminder.count()).toBe(1);
      expect(
        await prisma.mailOutbox.count({ where: { recipient: 'race-guest@example.com' } }),
      ).toBe(1);
    });
  },
);
