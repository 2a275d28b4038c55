import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  hourToTime,
  seoulDateTimeText,
  timeToMinutes,
  toAcademyIsoDate,
  weekdayOfIsoDate,
  practiceOperations,
  makeupsOperations,
  memberOperations,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMemberWithCredit, freeMakeupHours } from '../../test/factories/makeups.js';
import { addSignedInMember } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('a member’s own hours under simultaneous bookings', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff });
  const prisma = () => academy.testApp.database.prisma;

  it('when one member books a practice room and a make-up of the same hour 10 times each at once, then only one of the 20 is stored', async () => {
    const { member, agent } = await addMemberWithCredit(
      academy,
      { name: '동시 겹침', phone: '01066660101' },
      '겹침 경쟁 시험',
    );
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
        callOperation(agent, practiceOperations.bookPracticeRoom).send(practice(i)),
        callOperation(agent, makeupsOperations.bookMakeup).send(hour),
      ]).flat(),
    );

    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const practiceStored = await prisma().practiceBooking.count({
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

  /**
   * One round: a member with a Wednesday slot at `round` o'clock (each round's apart); staff move
   * it to (10 + `round`) o'clock on `date`'s weekday while the member books practice at that hour
   * on `date` 10 times (each in another room). Answers what was stored and answered.
   */
  async function slotAgainstPractice(round: number, date: string, slotFirst: boolean) {
    const { member, agent } = await addSignedInMember(academy.testApp, {
      name: `동시 이동 ${round}`,
      phone: `0106666020${round}`,
      slot: { dayOfWeek: 3, startMinute: round * 60 },
    });
    const start = hourToTime(10 + round);
    const end = hourToTime(11 + round);
    const move = () =>
      callOperation(academy.staff, memberOperations.updateMember, {
        params: { id: member.id },
      }).send({
        lessonDayOfWeek: weekdayOfIsoDate(date),
        lessonStartTime: start,
        lessonEndTime: end,
      });
    const book = (i: number) =>
      callOperation(agent, practiceOperations.bookPracticeRoom).send({
        roomId: (i % 3) + 1,
        startTime: new Date(seoulDateTimeText(date, start)).toISOString(),
        endTime: new Date(seoulDateTimeText(date, end)).toISOString(),
      });
    const others = Array.from({ length: 9 }, (_, i) => i + 1);
    // Sent together, the slot change is decided first (it has less to read); so every other
    // round lets one booking through first and moves the slot while the other nine arrive.
    const first = slotFirst ? undefined : await book(0);
    const [moved, ...booked] = await Promise.all([
      move(),
      ...(first ? [] : [book(0)]),
      ...others.map(book),
    ]);
    if (first) booked.unshift(first);
    const stored = await prisma().practiceBooking.count({
      where: { memberId: member.id, status: 'scheduled' },
    });
    const slots = await prisma().weeklySlot.findMany({ where: { memberId: member.id } });
    return { moved, booked, stored, slotStarts: slots.map((slot) => slot.startMinute) };
  }

  it('when staff move a member’s weekly slot onto an hour while the member books practice at that hour 10 times at once, then the lesson and a booking never both stand', async () => {
    // A weekday 8 to 10 days ahead: within the practice horizon, and a lesson of the new slot.
    const today = toAcademyIsoDate(new Date());
    const date = [8, 9, 10]
      .map((days) => addDaysToIsoDate(today, days))
      .find((day) => !['Saturday', 'Sunday'].includes(weekdayOfIsoDate(day)));
    if (!date) throw new Error('Three days in a row without a weekday');

    for (const round of [1, 2, 3, 4, 5, 6]) {
      const { moved, booked, stored, slotStarts } = await slotAgainstPractice(
        round,
        date,
        round % 2 === 0,
      );
      const seen = JSON.stringify({
        round,
        moved: moved.status,
        booked: booked.map((r) => r.status),
      });
      // Where a booking went first, the slot cannot move; sent together, either may win.
      if (round % 2 === 1) expect(moved.status, seen).toBe(409);
      if (moved.status === 200) {
        // The slot went first: every booking met the lesson.
        expect(stored, seen).toBe(0);
        expect(
          booked.every((res) => res.body.code === 'OWN_HOUR_TAKEN'),
          seen,
        ).toBe(true);
      } else {
        // A booking went first: the slot stays where it was, and one booking stands.
        expect([moved.status, moved.body.code], seen).toEqual([409, 'OWN_HOUR_TAKEN']);
        expect(stored, seen).toBe(1);
        expect(slotStarts, seen).toEqual([round * 60]);
      }
    }
  });
});
