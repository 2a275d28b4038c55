import { describe, expect, it } from 'vitest';
import { hourToTime, seoulDateTimeText, timeToMinutes } from '@academy/contracts';
import { signedInAgent } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { freeMakeupHours } from '../../test/factories/makeups.js';
import { addMember, MEMBER_PASSWORD } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { fromIsoDate } from '../lib/iso-date.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('a member’s own hours under simultaneous bookings', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff });
  const prisma = () => academy.testApp.database.prisma;

  it('when one member books a practice room and a make-up of the same hour 10 times each at once, then only one of the 20 is stored', async () => {
    const member = await addMember(prisma(), { name: '동시 겹침', phone: '01066660101' });
    const granted = await academy.staff
      .post('/api/makeups/credits')
      .send({ memberId: member.id, action: 'grant', reason: '겹침 경쟁 시험' });
    expect(granted.status).toBe(200);
    const agent = await signedInAgent(academy.testApp.app, {
      loginId: member.loginId,
      password: MEMBER_PASSWORD,
    });
    // A free hour of the teacher within the practice horizon, at least a day ahead (booked at once).
    const [hour] = await freeMakeupHours(academy.staff, { fromDays: 3, count: 1 });
    if (!hour) throw new Error('No free make-up hour');
    const startMinute = timeToMinutes(hour.startTime);
    const endTime = hourToTime(startMinute / 60 + 1);
    // Each practice request asks for another room, so the rooms' own constraint decides nothing.
    const practice = (i: number) => ({
      roomId: (i % 3) + 1,
      startTime: new Date(seoulDateTimeText(hour.date, hour.startTime)).toISOString(),
      endTime: new Date(seoulDateTimeText(hour.date, endTime)).toISOString(),
    });

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => [
        agent.post('/api/practice/bookings').send(practice(i)),
        agent.post('/api/makeups').send(hour),
      ]).flat(),
    );

    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const practiceStored = await prisma().practiceSession.count({
      where: { memberId: member.id, status: 'scheduled' },
    });
    const makeupsStored = await prisma().makeupLesson.count({
      where: {
        memberId: member.id,
        lessonDate: fromIsoDate(hour.date),
        startMinute,
        status: { in: ['booked', 'requested'] },
      },
    });
    expect(practiceStored + makeupsStored).toBe(1);
    const winner = practiceStored === 1 ? 'practice' : 'makeup';
    const loserCodes = new Set(
      answers.filter((res) => res.status === 409).map((res) => res.body.code as string),
    );
    // The other kind is refused as the member's own hour; the same kind as a taken slot or day.
    expect(loserCodes.has('OWN_HOUR_TAKEN'), `${winner} won: ${[...loserCodes]}`).toBe(true);
  });
});
