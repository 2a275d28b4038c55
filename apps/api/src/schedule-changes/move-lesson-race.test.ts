import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, scheduleChangeOperations } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useStaffDesk } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { demoStudentLessonDates } from '../../test/factories/schedule-changes.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';

const MOVES = 20;

/**
 * Twenty staff moves of one lesson date at once: only PostgreSQL runs the transactions side by
 * side (the embedded database has one connection), so this runs with TEST_DATABASE_URL.
 */
describe.skipIf(!testDatabaseServerUrl)('moving one lesson twenty times at once', () => {
  const academy = useStaffDesk();

  it('when 20 moves of one lesson date arrive together, then one lands and the others are refused', async () => {
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findFirstOrThrow({ where: { name: DEMO.student.name } });
    const originalDate = demoStudentLessonDates()[1] ?? '';
    const responses = await Promise.all(
      Array.from({ length: MOVES }, (_, i) =>
        callOperation(academy.staff, scheduleChangeOperations.moveLesson).send({
          memberId: member.id,
          originalDate,
          // Two new days, so that moves hold different days' locks and meet at the member's.
          newDate: addDaysToIsoDate(originalDate, 1 + (i % 2)),
          startMinute: 9 * 60 + (i % 10) * 60,
          endMinute: 10 * 60 + (i % 10) * 60,
          reason: `이동 ${i}`,
        }),
      ),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The losers find the date moved (409); one that read the hours after the winner committed
    // finds its new hour taken by the moved lesson itself (400). None is a 500.
    expect(
      statuses.every((status) => [201, 400, 409].includes(status)),
      String(statuses),
    ).toBe(true);
    expect(
      await prisma.lessonMove.count({
        where: { memberId: member.id, originalDate: new Date(`${originalDate}T00:00:00Z`) },
      }),
    ).toBe(1);
    expect(
      await prisma.scheduleChange.count({
        where: { memberId: member.id, originalDate: new Date(`${originalDate}T00:00:00Z`) },
      }),
    ).toBe(1);
    expect(
      await prisma.memberNotification.count({
        where: { memberId: member.id, category: 'modification_approved' },
      }),
    ).toBe(1);
  });
});
