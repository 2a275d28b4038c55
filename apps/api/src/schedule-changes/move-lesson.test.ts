import { describe, expect, it } from 'vitest';
import request from 'supertest';
import {
  addDaysToIsoDate,
  scheduleChangeOperations,
  scheduleOperations,
  STAFF_MESSAGES,
  VALIDATION_MESSAGES,
  ZScheduleChangeItem,
  type TLessonMoveRequest,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { type Agent, useStaffDesk } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectFailure } from '../../test/envelopes.js';
import { addFeedTeacher, FEED_PASSWORD } from '../../test/factories/calendar-feeds.js';
import { demoStudentLessonDates } from '../../test/factories/schedule-changes.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { seoulDayFromToday } from '../../test/seoul-days.js';

describe('staff move one lesson (POST /api/modification/lesson-move)', () => {
  const academy = useStaffDesk();
  // The demo student has lessons on Tuesdays 19:00 with the admin; Emily on Thursdays 18:00.
  const tuesdays = demoStudentLessonDates();
  const tuesday = (index: number) => tuesdays[index] ?? '';

  const studentId = async () => {
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findFirstOrThrow({ where: { name: DEMO.student.name } });
    return member.id;
  };
  const moveBody = async (overrides: Partial<TLessonMoveRequest> = {}) => ({
    memberId: await studentId(),
    originalDate: tuesday(1),
    newDate: addDaysToIsoDate(tuesday(1), 1),
    startMinute: 14 * 60,
    endMinute: 15 * 60,
    reason: '선생님 일정으로 옮깁니다',
    ...overrides,
  });
  const move = (body: object, agent: Agent = academy.staff) =>
    callOperation(agent, scheduleChangeOperations.moveLesson).send(body);

  it('when a guest or a member moves a lesson, then 401 or 403', async () => {
    const body = await moveBody();
    await expectStaffOnly(academy, [(caller) => move(body, caller as Agent)]);
  });

  it('when staff read the busy times, then weekly lessons carry their member; a guest sees none', async () => {
    const query = `startDate=${tuesday(1)}&endDate=${tuesday(1)}`;
    const memberIds = async (caller: Parameters<typeof callOperation>[0]) => {
      const res = await callOperation(caller, scheduleOperations.listAllTeacherBusyTimes, {
        query,
      });
      expect(res.status).toBe(200);
      const data = res.body.data as { regularSchedules: { busyTimes: { memberId?: number }[] }[] };
      return data.regularSchedules.flatMap((day) => day.busyTimes.map((slot) => slot.memberId));
    };
    expect(await memberIds(academy.staff)).toContain(await studentId());
    const asGuest = await memberIds(request(academy.testApp.app));
    expect(asGuest.length).toBeGreaterThan(0);
    expect(asGuest.every((id) => id === undefined)).toBe(true);
  });

  it('when the admin moves a lesson, then it is an approved change, the member sees the new day and is told once', async () => {
    const { prisma } = academy.testApp.database;
    const body = await moveBody();
    const before = await prisma.memberNotification.count({ where: { memberId: body.memberId } });
    const res = await move(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(STAFF_MESSAGES.lessonMoved.ko);
    const item = ZScheduleChangeItem.parse(res.body.data);
    expect(item).toMatchObject({
      status: 'approved',
      requestedDate: body.newDate,
      requestedStartTime: '14:00',
      requestedEndTime: '15:00',
      teacherResponse: body.reason,
    });
    const stored = await prisma.scheduleChange.findUniqueOrThrow({ where: { id: item.id } });
    expect(stored.handlerId).toBe(academy.adminId);
    const moved = await prisma.lessonMove.findUniqueOrThrow({ where: { requestId: item.id } });
    expect(moved.newDate.toISOString().slice(0, 10)).toBe(body.newDate);

    const own = await callOperation(academy.member, scheduleChangeOperations.listScheduleChanges, {
      query: 'status=approved',
    });
    expect(own.body.data.modifications).toContainEqual(
      expect.objectContaining({ id: item.id, requestedDate: body.newDate }),
    );
    const busy = await callOperation(academy.staff, scheduleOperations.listAllTeacherBusyTimes, {
      query: `teacherId=${academy.adminId}&startDate=${body.originalDate}&endDate=${body.newDate}`,
    });
    expect(busy.body.data.approvedModifications).toContainEqual(
      expect.objectContaining({ originalDate: body.originalDate, newDate: body.newDate }),
    );
    const told = await prisma.memberNotification.findMany({
      where: { memberId: body.memberId },
      orderBy: { id: 'desc' },
    });
    expect(told.length - before).toBe(1);
    expect(told[0]).toMatchObject({ category: 'modification_approved', titleEn: 'Lesson moved' });
    expect(
      await prisma.auditLog.count({
        where: { action: 'modification.staff_move', entityId: String(item.id) },
      }),
    ).toBe(1);

    expectFailure(
      await move(body),
      409,
      'DATE_ALREADY_MOVED',
      STAFF_MESSAGES.scheduleChangeDateAlreadyMoved.ko,
    );
  });

  it("when a teacher moves another teacher's student, then 403 and nothing moves", async () => {
    const { prisma, app } = { ...academy.testApp.database, app: academy.testApp.app };
    await addFeedTeacher(prisma, { loginId: 'move.teacher', name: '다른선생님' });
    const teacher = await signedInAgent(app, { loginId: 'move.teacher', password: FEED_PASSWORD });
    const body = await moveBody({
      originalDate: tuesday(2),
      newDate: tuesday(2),
      startMinute: 600,
      endMinute: 660,
    });
    expectFailure(
      await move(body, teacher),
      403,
      'NOT_OWN_RESOURCE',
      STAFF_MESSAGES.lessonMoveNotOwnStudent.ko,
    );
    expect(
      await prisma.lessonMove.count({
        where: { originalDate: new Date(`${tuesday(2)}T00:00:00Z`) },
      }),
    ).toBe(0);
  });

  it('when the new day is closed, then 409 DATE_CLOSED', async () => {
    const { prisma } = academy.testApp.database;
    const closed = addDaysToIsoDate(tuesday(2), 2);
    await prisma.closure.create({
      data: { date: new Date(`${closed}T00:00:00Z`), reason: '휴원', reasonEn: 'Closed' },
    });
    const res = await move(await moveBody({ originalDate: tuesday(2), newDate: closed }));
    expect([res.status, res.body.code]).toEqual([409, 'DATE_CLOSED']);
  });

  it("when the new hours are another lesson of the teacher's, then 400 and the time is taken", async () => {
    // Emily's Thursday lesson at 18:00 with the same teacher.
    const thursday = addDaysToIsoDate(tuesday(2), 2 + 7);
    const originalDate = tuesday(3);
    const res = await move(
      await moveBody({
        originalDate,
        newDate: thursday,
        startMinute: 18 * 60 + 30,
        endMinute: 19 * 60 + 30,
      }),
    );
    expectFailure(res, 400, 'VALIDATION_FAILED', VALIDATION_MESSAGES.timeSlotBusy.ko);
  });

  it('when the month of the new day is paused for the member, then 400', async () => {
    const { prisma } = academy.testApp.database;
    const memberId = await studentId();
    const later = tuesday(3);
    const inLaterMonth = addDaysToIsoDate(later, 35);
    const month = inLaterMonth.slice(0, 7);
    await prisma.pause.create({
      data: {
        memberId,
        fromMonth: month,
        untilMonth: month,
        state: 'approved',
        months: { create: { memberId, month } },
      },
    });
    const res = await move(await moveBody({ originalDate: later, newDate: inLaterMonth }));
    expectFailure(res, 400, 'VALIDATION_FAILED', VALIDATION_MESSAGES.pausedMonthLesson.ko);
    await prisma.pause.deleteMany({ where: { memberId } });
  });

  it('when a day is past, not a lesson day, or a value out of bounds, then 400 and nothing moves', async () => {
    const { prisma } = academy.testApp.database;
    const before = await prisma.lessonMove.count();
    const bad = [
      { originalDate: seoulDayFromToday(-7) },
      { newDate: seoulDayFromToday(-1) },
      { originalDate: addDaysToIsoDate(tuesday(3), 1) },
      { startMinute: 8 * 60, endMinute: 9 * 60 },
      { startMinute: 22 * 60 + 30, endMinute: 23 * 60 + 30 },
      { startMinute: 14 * 60 + 10, endMinute: 15 * 60 },
      { startMinute: 15 * 60, endMinute: 14 * 60 },
      { startMinute: 10 * 60, endMinute: 14 * 60 },
      { newDate: '9999-12-31' },
      { newDate: '2026-02-30' },
      { memberId: '1' },
      { memberId: 2_147_483_648 },
      { reason: ' ' },
      { reason: 'x'.repeat(1001) },
    ];
    for (const overrides of bad) {
      const res = await move({ ...(await moveBody({ originalDate: tuesday(3) })), ...overrides });
      expect([res.status, res.body.success], JSON.stringify(overrides)).toEqual([400, false]);
    }
    const guest = await move(await moveBody(), request(academy.testApp.app) as unknown as Agent);
    expect(guest.status).toBe(401);
    expect(await prisma.lessonMove.count()).toBe(before);
  });
});
