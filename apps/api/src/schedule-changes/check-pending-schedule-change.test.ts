import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  ZScheduleChangeItem,
  ZPendingScheduleChangeCheck,
  scheduleChangeOperations,
} from '@academy/contracts';
import { type Agent, MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { demoStudentLessonDates, moveToNextDay } from '../../test/factories/schedule-changes.js';
import { callOperation } from '../../test/call-operation.js';
import { decideChange } from '../../test/change-requests.js';

const NONE_PENDING = { hasPending: false, pendingCount: 0, request: null };

describe('GET /api/modification/check-pending', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  // The demo student has lessons on Tuesdays 19:00; each request moves one to the next day.
  const targets = demoStudentLessonDates();
  const lessonDate = (index: number) => {
    const date = targets[index];
    if (date === undefined) throw new Error(`No Tuesday number ${index} in the window`);
    return date;
  };

  /** The student asks to move the lesson of `target` to the next day at `startTime`. */
  async function requestMove(target: string, startTime: string) {
    const res = await callOperation(
      academy.student,
      scheduleChangeOperations.requestScheduleChange,
    ).send({
      ...moveToNextDay(target, startTime),
      requestMessage: '시험 기간이라 옮기고 싶습니다.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return ZScheduleChangeItem.parse(res.body.data);
  }

  const decide = (id: number | undefined, action: 'approve' | 'reject', answer: string) =>
    decideChange(academy.staff, id, action, answer);

  async function checkOf(agent: Agent) {
    const res = await callOperation(agent, scheduleChangeOperations.checkPendingScheduleChange);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZPendingScheduleChangeCheck.parse(res.body.data);
  }

  it('when the member has no request waiting, then nothing is pending', async () => {
    expect(await checkOf(academy.student)).toEqual(NONE_PENDING);
  });

  it('when the member has one request waiting, then it comes with its dates and hours', async () => {
    const created = await requestMove(lessonDate(1), '14:00');
    expect(await checkOf(academy.student)).toEqual({
      hasPending: true,
      pendingCount: 1,
      request: {
        id: created.id,
        originalDate: lessonDate(1),
        requestedDate: addDaysToIsoDate(lessonDate(1), 1),
        requestedStartTime: '14:00',
        requestedEndTime: '15:00',
        createdAt: created.createdAt,
      },
    });
  });

  it('when another member has requests waiting, then they never show to this member', async () => {
    expect(await checkOf(academy.foreign)).toEqual(NONE_PENDING);
  });

  it('when several are waiting, then the one for the soonest lesson date comes, with the count', async () => {
    // Asked after the later lesson's request, so the creation order would answer differently.
    // 13:00: on a Tuesday the next day is the demo student's practice booking (15:00-17:00).
    const sooner = await requestMove(lessonDate(0), '13:00');
    const check = await checkOf(academy.student);
    expect(check).toMatchObject({ hasPending: true, pendingCount: 2 });
    expect(check.request).toMatchObject({ id: sooner.id, originalDate: lessonDate(0) });
  });

  it('when staff approve, reject or the request is cancelled, then it is no longer pending', async () => {
    const before = await checkOf(academy.student);
    const soonest = before.request?.id;
    if (soonest === undefined) throw new Error('Expected a pending request');
    const approved = await decide(soonest, 'approve', '그날 뵙겠습니다.');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const afterApproval = await checkOf(academy.student);
    expect(afterApproval).toMatchObject({ hasPending: true, pendingCount: 1 });
    expect(afterApproval.request?.originalDate).toBe(lessonDate(1));

    const remaining = afterApproval.request?.id;
    const rejected = await decide(remaining, 'reject', '그 시간은 어렵습니다.');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await checkOf(academy.student)).toEqual(NONE_PENDING);

    const withdrawn = await requestMove(lessonDate(2), '16:00');
    expect((await checkOf(academy.student)).request?.id).toBe(withdrawn.id);
    await academy.testApp.database.prisma.scheduleChange.update({
      where: { id: withdrawn.id },
      data: { status: 'cancelled' },
    });
    expect(await checkOf(academy.student)).toEqual(NONE_PENDING);
  });

  it('when staff or a guest ask, then 403 or 401', async () => {
    const byStaff = await callOperation(
      academy.staff,
      scheduleChangeOperations.checkPendingScheduleChange,
    );
    expect([byStaff.status, byStaff.body.message]).toEqual([
      403,
      FEEDBACK_MESSAGES.accessDenied.ko,
    ]);
    const byGuest = await callOperation(
      request(academy.testApp.app),
      scheduleChangeOperations.checkPendingScheduleChange,
    );
    expect([byGuest.status, byGuest.body.message]).toEqual([
      401,
      AUTH_MESSAGES.authenticationRequired.ko,
    ]);
  });
});
