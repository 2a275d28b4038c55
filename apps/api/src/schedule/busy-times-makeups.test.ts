import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  STAFF_MESSAGES,
  VALIDATION_MESSAGES,
  ZTeacherBusyTimes,
  scheduleOperations,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addMember } from '../../test/factories/members.js';
import {
  askToMoveToNextDay,
  lastDemoStudentLessonDate,
} from '../../test/factories/schedule-changes.js';
import { callOperation } from '../../test/call-operation.js';
import { askedToMoveToNextDay, expectApprovalRefused } from '../../test/change-requests.js';

describe('booked make-ups keep the teacher busy (docs/product/makeups.md)', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  const bookMakeup = async (phone: string, date: string, hour: number, name = '보강손님') => {
    const member = await addMember(prisma(), { name, phone });
    return addMakeupLesson(prisma(), {
      memberId: member.id,
      date,
      startMinute: hour * 60,
      expiresOn: addDaysToIsoDate(date, 30),
    });
  };
  const busyTimesOf = (agent: typeof academy.staff, date: string) =>
    callOperation(agent, scheduleOperations.listAllTeacherBusyTimes, {
      query: `teacherId=1&startDate=${date}&endDate=${date}`,
    });

  it('when a make-up is booked, then the busy times show it, with its name to staff only, the day picker marks it busy, and a member cannot move a lesson onto it', async () => {
    const target = lastDemoStudentLessonDate();
    const date = addDaysToIsoDate(target, 1);
    await bookMakeup('01044440001', date, 14);
    const dropped = await bookMakeup('01044440002', date, 16, '취소손님');
    await prisma().makeupLesson.update({
      where: { id: dropped.id },
      data: { status: 'cancelled' },
    });

    const asMember = await busyTimesOf(academy.student, date);
    expect(asMember.status).toBe(200);
    expect(ZTeacherBusyTimes.parse(asMember.body.data).makeupLessons).toEqual([
      { date, startTime: '14:00', endTime: '15:00', studentName: null },
    ]);
    const asStaff = await busyTimesOf(academy.staff, date);
    expect(asStaff.body.data.makeupLessons).toEqual([
      { date, startTime: '14:00', endTime: '15:00', studentName: '보강손님' },
    ]);
    const day = await callOperation(academy.staff, scheduleOperations.getTeacherDayBusyTimes, {
      query: `date=${date}`,
    });
    expect(day.status).toBe(200);
    expect(day.body.data.busyTimes).toContainEqual({ startTime: '14:00', endTime: '15:00' });
    expect(day.body.data.busyTimes).not.toContainEqual({ startTime: '16:00', endTime: '17:00' });

    const { response } = await askToMoveToNextDay(academy.student, target, '14:00');
    expect([response.status, response.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.timeSlotBusy.ko,
    ]);
  });

  it('when a make-up is booked on the hour after a move onto it was asked for, then staff cannot approve the move and it stays pending', async () => {
    const { move, id: askedId } = await askedToMoveToNextDay(
      academy.student,
      lastDemoStudentLessonDate(1),
      '15:00',
    );
    await bookMakeup('01044440003', move.requestedDate, 15);

    await expectApprovalRefused(academy, askedId, [
      409,
      'SLOT_TAKEN',
      STAFF_MESSAGES.scheduleChangeHourTakenByMakeup.ko,
    ]);
  });
});
