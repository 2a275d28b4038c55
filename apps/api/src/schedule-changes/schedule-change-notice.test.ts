import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  VALIDATION_MESSAGES,
  ZScheduleChangeItem,
  scheduleChangeOperations,
  attendanceOperations,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { demoStudentLessonDates } from '../../test/factories/schedule-changes.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { callOperation } from '../../test/call-operation.js';
import { expectOnlyTheOwner } from '../../test/refusals.js';
import { askNextDay } from '../../test/change-requests.js';

describe('schedule changes of noticed lessons, and withdrawing a request', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  // The demo student has lessons on Tuesdays 19:00. The soonest may be within 24 hours: too late
  // for a notice, not for a change request.
  const [soonest = '', first = '', second = '', third = ''] = demoStudentLessonDates();

  const ask = (target: string, startTime: string, agent = academy.student) =>
    askNextDay(agent, target, startTime);
  const askOk = async (target: string, startTime: string) => {
    const res = await ask(target, startTime);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return ZScheduleChangeItem.parse(res.body.data).id;
  };
  const notice = async (date: string) => {
    const res = await callOperation(academy.student, attendanceOperations.giveAbsenceNotice).send({
      date,
      reason: '가족 행사',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  const approve = (id: number) =>
    callOperation(academy.staff, scheduleChangeOperations.approveScheduleChange, {
      params: { id },
    }).send({ teacherResponse: '확인' });
  const creditOf = (date: string) =>
    prisma().makeupCredit.findFirst({
      where: { member: { loginId: 'student' }, lessonDate: fromIsoDate(date) },
    });
  const markOf = (date: string) =>
    prisma().attendance.findFirst({
      where: { member: { loginId: 'student' }, lessonDate: fromIsoDate(date) },
    });

  it('when the member gave notice for a lesson date, then a move of that date is refused in either language and nothing is stored', async () => {
    await notice(first);
    const ko = await ask(first, '13:00');
    expect([ko.status, ko.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.scheduleChangeLessonNoticed.ko,
    ]);
    const en = await ask(first, '13:00').set('Accept-Language', 'en');
    expect(en.body.message).toBe(VALIDATION_MESSAGES.scheduleChangeLessonNoticed.en);
    expect(
      await prisma().scheduleChange.count({ where: { originalDate: fromIsoDate(first) } }),
    ).toBe(0);
  });

  it('when a move is approved for a date the member gave notice for after asking, then the notice goes and its credit is voided: the member keeps the lesson, not both', async () => {
    const id = await askOk(second, '13:00');
    await notice(second);
    expect(await creditOf(second)).toMatchObject({ voidedAt: null });

    const res = await approve(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await creditOf(second)).toMatchObject({
      voidedAt: expect.any(Date),
      voidReason: 'lesson moved',
    });
    expect(await markOf(second)).toBeNull();
  });

  it('when the credit of that notice was already spent on a make-up, then approval is refused, the request stays pending and nothing changes', async () => {
    const id = await askOk(third, '15:00');
    await notice(third);
    const credit = await creditOf(third);
    if (!credit) throw new Error('The notice earned no credit');
    const student = await prisma().member.findFirstOrThrow({ where: { loginId: 'student' } });
    await prisma().makeupLesson.create({
      data: {
        creditId: credit.id,
        memberId: student.id,
        teacherId: student.teacherId ?? 1,
        lessonDate: fromIsoDate(third),
        startMinute: 6 * 60,
        endMinute: 7 * 60,
        status: 'booked',
      },
    });

    const res = await approve(id);
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'NOTICE_CREDIT_SPENT',
      STAFF_MESSAGES.scheduleChangeNoticeCreditSpent.ko,
    ]);
    const stored = await prisma().scheduleChange.findUniqueOrThrow({ where: { id } });
    expect(stored.status).toBe('pending');
    expect(await prisma().lessonMove.count({ where: { requestId: id } })).toBe(0);
    expect(await markOf(third)).toMatchObject({ status: 'absent_with_notice' });
  });

  describe('PATCH /api/modification/{id}/withdraw', () => {
    it('when the member withdraws a pending request, then it reads cancelled, staff are told, and it cannot be withdrawn, approved or withdrawn again', async () => {
      // The request the refused approval above left pending.
      const { id } = await prisma().scheduleChange.findFirstOrThrow({
        where: { member: { loginId: 'student' }, status: 'pending' },
      });
      const res = await callOperation(
        academy.student,
        scheduleChangeOperations.withdrawScheduleChange,
        { params: { id } },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(FEEDBACK_MESSAGES.scheduleChangeWithdrawn.ko);
      expect(ZScheduleChangeItem.parse(res.body.data).status).toBe('cancelled');
      const told = await prisma().staffNotification.findFirstOrThrow({
        where: { category: 'member_cancelled', relatedId: id },
      });
      expect(told.message).toContain('일정 변경 요청을 취소했습니다');

      const again = await callOperation(
        academy.student,
        scheduleChangeOperations.withdrawScheduleChange,
        { params: { id } },
      );
      expect([again.status, again.body.code]).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
      expect((await approve(id)).status).toBe(409);
    });

    it('when another member, staff or a guest withdraws, or the id is unknown or bad, then 404, 403, 401 or 400 and the request stays pending', async () => {
      const id = await askOk(soonest, '17:00');
      await expectOnlyTheOwner(
        academy.testApp,
        scheduleChangeOperations.withdrawScheduleChange,
        { otherMember: academy.foreign, staff: academy.staff, member: academy.student },
        { own: id, malformed: 'abc' },
      );
      const stored = await prisma().scheduleChange.findUniqueOrThrow({ where: { id } });
      expect(stored.status).toBe('pending');
    });
  });
});
