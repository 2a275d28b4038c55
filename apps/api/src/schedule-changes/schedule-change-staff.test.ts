import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  STAFF_MESSAGES,
  ZScheduleChangeItem,
  scheduleChangeOperations,
  scheduleOperations,
  notificationsOperations,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { type Agent, useStaffDesk } from '../../test/demo-academy.js';
import { demoStudentLessonDates } from '../../test/factories/schedule-changes.js';
import { callOperation } from '../../test/call-operation.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { askNextDay } from '../../test/change-requests.js';

describe('staff decisions on schedule changes (PUT /api/modification/{id}/approve|reject)', () => {
  const academy = useStaffDesk();
  // The demo student has lessons on Tuesdays 19:00.
  const targets = demoStudentLessonDates();
  const short = (isoDate: string) => `${Number(isoDate.slice(5, 7))}/${Number(isoDate.slice(8))}`;

  const requestChange = async (target: string, requestedStartTime: string) => {
    const res = await askNextDay(academy.member, target, requestedStartTime);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return ZScheduleChangeItem.parse(res.body.data).id;
  };
  const DECISIONS = {
    approve: scheduleChangeOperations.approveScheduleChange,
    reject: scheduleChangeOperations.rejectScheduleChange,
  };
  const decide = (
    id: number,
    action: keyof typeof DECISIONS,
    body: object,
    agent: Agent = academy.staff,
  ) => callOperation(agent, DECISIONS[action], { params: { id } }).send(body);

  it.each(['approve', 'reject'] as const)(
    'when a guest or a member calls %s, then 401 or 403',
    async (action) => {
      await expectStaffOnly(academy, [
        (caller) =>
          callOperation(caller, DECISIONS[action], { params: { id: 1 } }).send({
            teacherResponse: 'x',
          }),
      ]);
    },
  );

  it('when the reason is missing, then 400 with the approve or reject message', async () => {
    const id = await requestChange(targets[2] ?? '', '13:00');
    const approve = await decide(id, 'approve', { teacherResponse: '  ' });
    expect(approve.status).toBe(400);
    const reject = await decide(id, 'reject', {});
    expect(reject.status).toBe(400);
    expect(approve.body.message).not.toBe(reject.body.message);
  });

  it('when a pending request is approved, then the override moves the busy time and the member is notified', async () => {
    const target = targets[1] ?? '';
    const newDate = addDaysToIsoDate(target, 1);
    const id = await requestChange(target, '14:00');
    const res = await decide(id, 'approve', { teacherResponse: '확인했습니다' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = ZScheduleChangeItem.parse(res.body.data);
    expect(item.status).toBe('approved');
    expect(item.teacherResponse).toBe(
      `확인했습니다 (요청: ${short(target)} → ${short(newDate)} 14:00-15:00)`,
    );

    const { prisma } = academy.testApp.database;
    const override = await prisma.lessonMove.findUniqueOrThrow({ where: { requestId: id } });
    expect(override).toMatchObject({ scope: 'single', newStartMinute: 14 * 60 });
    expect(override.originalDate.toISOString().slice(0, 10)).toBe(target);
    expect(
      await prisma.auditLog.count({
        where: { entityType: 'schedule_change_request', entityId: String(id) },
      }),
    ).toBe(1);

    const busy = await callOperation(academy.staff, scheduleOperations.listAllTeacherBusyTimes, {
      query: `teacherId=1&startDate=${target}&endDate=${newDate}`,
    });
    expect(busy.status).toBe(200);
    expect(busy.body.data.approvedModifications).toContainEqual(
      expect.objectContaining({ originalDate: target, newDate, newStartTime: '14:00' }),
    );

    const notes = await callOperation(academy.member, notificationsOperations.listOwnNotifications);
    expect(notes.status).toBe(200);
    const list = (notes.body.data.notifications ?? notes.body.data) as Record<string, unknown>[];
    expect(list).toContainEqual(
      expect.objectContaining({
        category: 'modification_approved',
        title: '일정 변경 승인',
        titleEn: 'Schedule change approved',
      }),
    );

    const again = await decide(id, 'reject', { teacherResponse: '다시' });
    expect([again.status, again.body.message]).toEqual([
      409,
      '대기 중인 요청만 처리할 수 있습니다.',
    ]);
  });

  it('when a pending request is rejected, then no override and the member is told why', async () => {
    const target = targets[3] ?? '';
    const id = await requestChange(target, '16:00');
    const res = await decide(id, 'reject', { teacherResponse: '그 시간은 어렵습니다' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected' });
    expect(res.body.data.teacherResponse).toContain('그 시간은 어렵습니다 (요청: ');
    const { prisma } = academy.testApp.database;
    expect(await prisma.lessonMove.count({ where: { requestId: id } })).toBe(0);
    const note = await prisma.memberNotification.findFirst({
      where: { category: 'modification_rejected' },
    });
    expect(note?.message).toContain('그 시간은 어렵습니다');
    const en = await decide(id, 'approve', { teacherResponse: 'ok' }).set('Accept-Language', 'en');
    expect([en.status, en.body.message]).toEqual([409, 'Only a pending request can be processed.']);
  });

  it('when approve and reject race, then only one applies', async () => {
    const id = await requestChange(targets[0] ?? '', '12:00');
    const results = await Promise.all([
      decide(id, 'approve', { teacherResponse: 'a' }),
      decide(id, 'reject', { teacherResponse: 'b' }),
      decide(id, 'approve', { teacherResponse: 'c' }),
    ]);
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409)).toHaveLength(2);
    const { prisma } = academy.testApp.database;
    expect(
      await prisma.memberNotification.count({
        where: {
          category: { in: ['modification_approved', 'modification_rejected'] },
          message: { contains: short(targets[0] ?? '') },
        },
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await prisma.auditLog.count({
        where: { entityType: 'schedule_change_request', entityId: String(id) },
      }),
    ).toBe(1);
  });

  /**
   * A pending request written straight to the table, as a member could leave by asking twice to
   * move one lesson date (to different days and hours, as the pending-duplicate rule demands).
   */
  const storedRequest = async (
    originalDate: string,
    lessonScheduleId: number | null,
    requested: { daysLater: number; hour: number },
  ) => {
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.student.loginId },
    });
    const day = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);
    const row = await prisma.scheduleChange.create({
      data: {
        memberId: member.id,
        lessonScheduleId,
        changeStartDate: day(originalDate),
        changeEndDate: day(originalDate),
        originalDate: day(originalDate),
        requestedDate: day(addDaysToIsoDate(originalDate, requested.daysLater)),
        requestedStartMinute: requested.hour * 60,
        requestedEndMinute: (requested.hour + 1) * 60,
        reason: '병원 예약',
      },
    });
    return row.id;
  };

  it('when the lesson date was already moved by another approval, then 409 and nothing changes', async () => {
    const { prisma } = academy.testApp.database;
    const lesson = await prisma.weeklySlot.findFirstOrThrow({
      where: { member: { loginId: DEMO.student.loginId } },
    });
    const originalDate = addDaysToIsoDate(targets[3] ?? '', 7);
    const first = await storedRequest(originalDate, lesson.id, { daysLater: 1, hour: 11 });
    expect((await decide(first, 'approve', { teacherResponse: '가능합니다' })).status).toBe(200);
    // Only one request per lesson date can be pending; this one is left from before that rule.
    const second = await storedRequest(originalDate, lesson.id, { daysLater: 2, hour: 12 });

    const res = await decide(second, 'approve', { teacherResponse: '가능합니다' });
    expect([res.status, res.body.message]).toEqual([
      409,
      STAFF_MESSAGES.scheduleChangeDateAlreadyMoved.ko,
    ]);
    const after = await prisma.scheduleChange.findUniqueOrThrow({ where: { id: second } });
    expect([after.status, after.teacherResponse]).toEqual(['pending', null]);
    expect(
      await prisma.memberNotification.count({ where: { message: { contains: '가능합니다' } } }),
    ).toBe(1);
  });

  it('when the member no longer has the lesson, then approval is refused but rejection works', async () => {
    const id = await storedRequest(addDaysToIsoDate(targets[3] ?? '', 14), null, {
      daysLater: 1,
      hour: 17,
    });
    const approve = await decide(id, 'approve', { teacherResponse: '가능합니다' }, academy.staff);
    expect([approve.status, approve.body.message]).toEqual([
      409,
      STAFF_MESSAGES.scheduleChangeLessonGone.ko,
    ]);
    const reject = await decide(id, 'reject', { teacherResponse: '수업이 종료되었습니다' });
    expect(reject.status).toBe(200);
    expect(ZScheduleChangeItem.parse(reject.body.data).status).toBe('rejected');
  });

  it('when the request does not exist, then 404', async () => {
    expect((await decide(999_999, 'approve', { teacherResponse: 'x' })).status).toBe(404);
  });
});
