import { describe, expect, it } from 'vitest';
import { closuresOperations, practiceOperations, isoWeekdayOfIsoDate } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
import { lastDemoStudentLessonDate } from '../../test/factories/schedule-changes.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { seoulDateTime } from '../lib/seoul-time.js';
import { callOperation } from '../../test/call-operation.js';
import { askedToMoveToNextDay, decideChange } from '../../test/change-requests.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('closed days under simultaneous requests', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);

  /** Ten staff declarations of `date` as a closed day, sent at once. */
  const declareTenTimesAtOnce = (date: string) =>
    Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callOperation(academy.staff, closuresOperations.declareClosure).send({
          date,
          reason: `휴원 ${i}`,
          reasonEn: `Closed ${i}`,
        }),
      ),
    );

  it('when 10 declarations of one day arrive at once, then one closure is made and the others answer 409', async () => {
    const date = day(20);
    const answers = await declareTenTimesAtOnce(date);
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((res) => res.body.code === 'CLOSURE_EXISTS')).toHaveLength(9);
    const { prisma } = academy.testApp.database;
    expect(await prisma.closure.count({ where: { date: fromIsoDate(date) } })).toBe(1);
    expect(await prisma.auditLog.count({ where: { action: 'closure.declare' } })).toBe(1);
  });

  it('when 10 declarations of a lesson day arrive at once, then each member with a lesson that day earns exactly one credit', async () => {
    const { prisma } = academy.testApp.database;
    const date = lastDemoStudentLessonDate(2);
    const isoWeekday = isoWeekdayOfIsoDate(date);
    const others = await Promise.all(
      ['01055550001', '01055550002'].map((phone, i) =>
        addMember(prisma, {
          name: `경합회원${i}`,
          phone,
          slot: { dayOfWeek: isoWeekday, startMinute: (13 + i) * 60 },
        }),
      ),
    );
    const student = await prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.student.loginId },
    });
    const answers = await declareTenTimesAtOnce(date);
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const credits = await prisma.makeupCredit.groupBy({
      by: ['memberId'],
      where: { lessonDate: fromIsoDate(date), source: 'academy_cancellation' },
      _count: { _all: true },
      orderBy: { memberId: 'asc' },
    });
    expect(credits.map((row) => [row.memberId, row._count._all])).toEqual(
      [student.id, ...others.map((member) => member.id)]
        .sort((a, b) => a - b)
        .map((memberId) => [memberId, 1]),
    );
  });

  it('when a booking and a closure of its day arrive at once, then the booking ends cancelled or refused', async () => {
    // A day the tests above have not closed already (on some weekdays day 9 is the lesson day
    // closed above).
    const closedAbove = [day(20), lastDemoStudentLessonDate(2)];
    const offset = [9, 10].find((days) => !closedAbove.includes(day(days))) ?? 11;
    const date = day(offset);
    const [booking, closure] = await Promise.all([
      callOperation(academy.student, practiceOperations.bookPracticeRoom).send({
        roomId: 3,
        startTime: seoulDateTime(offset, 18).toISOString(),
        endTime: seoulDateTime(offset, 19).toISOString(),
      }),
      callOperation(academy.staff, closuresOperations.declareClosure).send({
        date,
        reason: '휴원',
        reasonEn: 'Closed',
      }),
    ]);
    expect(closure.status).toBe(201);
    expect([201, 409]).toContain(booking.status);
    const open = await academy.testApp.database.prisma.practiceBooking.count({
      where: {
        status: 'scheduled',
        startTime: { gte: seoulDateTime(offset, 0), lt: seoulDateTime(offset + 1, 0) },
      },
    });
    expect(open).toBe(0);
  });

  it('when staff approve a move onto a day while it is declared closed, then the move is refused or its member is told of the closure', async () => {
    const { move, id: askedId } = await askedToMoveToNextDay(
      academy.student,
      lastDemoStudentLessonDate(),
      '15:00',
    );

    const [approval, closure] = await Promise.all([
      decideChange(academy.staff, askedId, 'approve', '승인합니다'),
      callOperation(academy.staff, closuresOperations.declareClosure).send({
        date: move.requestedDate,
        reason: '휴원',
        reasonEn: 'Closed',
      }),
    ]);
    expect(closure.status, JSON.stringify(closure.body)).toBe(201);
    const { prisma } = academy.testApp.database;
    const moved = await prisma.lessonMove.count({ where: { requestId: askedId } });
    if (approval.status === 200) {
      // Approved first: the closure found the lesson moved onto its day and told the member.
      expect(moved).toBe(1);
      const member = await prisma.member.findUniqueOrThrow({
        where: { loginId: DEMO.student.loginId },
      });
      const notices = await prisma.memberNotification.count({
        where: { memberId: member.id, category: 'academy_closed' },
      });
      expect(notices).toBeGreaterThan(0);
    } else {
      expect([approval.status, approval.body.code]).toEqual([409, 'DATE_CLOSED']);
      expect(moved).toBe(0);
    }
  });
});
