import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, toAcademyIsoDate, WEEKDAYS, weekdayOfIsoDate } from '@academy/contracts';
import { signedInAgent } from '../../test/auth-helpers.js';
import { useTestApp } from '../../test/demo-academy.js';
import { addMember, MEMBER_PASSWORD } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { fromIsoDate } from '../lib/iso-date.js';

const day = (days: number) => addDaysToIsoDate(toAcademyIsoDate(new Date()), days);

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('absence notices under simultaneous requests', () => {
  const academy = useTestApp({ seed: true });

  it('when 10 notices for one lesson arrive at once, then one is recorded with one credit and the others answer 409', async () => {
    const date = day(8);
    const { app, database } = academy.testApp;
    const { prisma } = database;
    const member = await addMember(prisma, {
      name: '동시 결석',
      phone: '01055570001',
      slot: { dayOfWeek: WEEKDAYS.indexOf(weekdayOfIsoDate(date)) + 1, startMinute: 6 * 60 },
    });
    const agent = await signedInAgent(app, {
      loginId: member.loginId,
      password: MEMBER_PASSWORD,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        agent.post('/api/attendance/notice').send({ date, reason: `사유 ${i}` }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((res) => res.body.code === 'NOTICE_ALREADY_GIVEN')).toHaveLength(9);
    const lessonDate = fromIsoDate(date);
    expect(
      await prisma.lessonAttendance.count({ where: { memberId: member.id, lessonDate } }),
    ).toBe(1);
    expect(await prisma.makeupCredit.count({ where: { memberId: member.id, lessonDate } })).toBe(1);
  });
});
