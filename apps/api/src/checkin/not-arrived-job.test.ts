import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, seoulDayStart } from '@academy/contracts';
import { useTestApp } from '../../test/demo-academy.js';
import { addMember, numberedPhone } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { seoulToday } from '../../test/seoul-days.js';
import { addChildWithLesson } from './checkin-test-helpers.js';
import { notArrivedJob } from './not-arrived-job.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { runJobAt } from '../../test/run-job.js';

const MINUTE_MS = 60_000;
/** Tomorrow, so that the fixed clock is never behind the real one. */
const day = addDaysToIsoDate(seoulToday(), 1);
const at = (minute: number) => new Date(seoulDayStart(day).getTime() + minute * MINUTE_MS);

let n = 0;
/** A guardian and their child with a lesson on `day` from `hour`:00 (each family numbered). */
async function addFamily(prisma: PrismaClient, hour: number) {
  n += 1;
  const guardian = await addMember(prisma, {
    name: `미도착 보호자 ${n}`,
    phone: numberedPhone('0105580', n),
  });
  const child = await addChildWithLesson(prisma, {
    guardianId: guardian.id,
    name: `이서윤`,
    day,
    startMinute: hour * 60,
    code: String(7000 + n),
  });
  return { guardian, child };
}

describe('the not-arrived job', () => {
  const app = useTestApp({ seed: true });
  const prisma = () => app.testApp.database.prisma;
  const run = (now: Date) => runJobAt(notArrivedJob, app.testApp, now);
  const noticesOf = (memberId: number) =>
    prisma().memberNotification.findMany({ where: { memberId, category: 'not_arrived' } });

  it('when a lesson started 15 minutes ago without a check-in, then the guardian is told once, however often the job runs', async () => {
    const { guardian, child } = await addFamily(prisma(), 1);
    await run(at(60 + 14));
    expect(await noticesOf(child.id)).toHaveLength(0);
    await run(at(60 + 15));
    await Promise.all([run(at(60 + 20)), run(at(60 + 20))]);
    await run(at(60 + 25));
    const notices = await noticesOf(child.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain('이서윤');
    expect(notices[0]?.messageEn).toContain('not arrived yet');
    await app.testApp.outbox.settled();
    const mails = await prisma().mailOutbox.findMany({ where: { recipient: guardian.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.dedupeKey).toBe(`not_arrived:${child.id}:${day}`);
  });

  it('when the member gave notice of absence or checked in, then nobody is told', async () => {
    const noticed = await addFamily(prisma(), 2);
    const arrived = await addFamily(prisma(), 3);
    await prisma().attendance.createMany({
      data: [
        {
          memberId: noticed.child.id,
          lessonDate: fromIsoDate(day),
          status: 'absent_with_notice',
          note: '감기',
          markedAt: at(0),
        },
        {
          memberId: arrived.child.id,
          lessonDate: fromIsoDate(day),
          status: 'attended',
          markedAt: at(0),
        },
      ],
    });
    await run(at(2 * 60 + 30));
    await run(at(3 * 60 + 30));
    expect(await noticesOf(noticed.child.id)).toHaveLength(0);
    expect(await noticesOf(arrived.child.id)).toHaveLength(0);
  });

  it('when the lesson is over, then the job no longer tells about it', async () => {
    const { child } = await addFamily(prisma(), 4);
    await run(at(5 * 60));
    expect(await noticesOf(child.id)).toHaveLength(0);
  });
});

// Simultaneous runs only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)(
  'the not-arrived job run by several processes at once',
  () => {
    const app = useTestApp({ seed: true });

    it('when 5 runs start at the same moment, then the lesson is told about once', async () => {
      const { prisma } = app.testApp.database;
      const { child } = await addFamily(prisma, 1);
      await Promise.all(
        Array.from({ length: 5 }, () => runJobAt(notArrivedJob, app.testApp, at(90))),
      );
      expect(
        await prisma.memberNotification.count({
          where: { memberId: child.id, category: 'not_arrived' },
        }),
      ).toBe(1);
      expect(await prisma.notArrivedNotice.count({ where: { memberId: child.id } })).toBe(1);
    });
  },
);
