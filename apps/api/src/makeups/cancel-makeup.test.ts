import { describe, expect, it } from 'vitest';
import {
  MAKEUP_MESSAGES,
  makeupCancelledTexts,
  ZMakeupCancellation,
  makeupsOperations,
  sentenceDayHours,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';
import { expectOnlyTheOwner } from '../../test/refusals.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

describe('PATCH /api/makeups/{id}/cancel', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  let phone = 0;

  /** A member of the demo teacher (no weekly lesson needed), signed in, with one make-up. */
  async function memberWithMakeup(makeup: {
    date: string;
    hour: number;
    status?: 'booked' | 'requested';
  }) {
    phone += 1;
    const { member, agent } = await addSignedInMember(academy.testApp, {
      name: `보강 취소 ${phone}`,
      phone: numberedPhone('0105580', phone),
    });
    const lesson = await addMakeupLesson(prisma(), {
      memberId: member.id,
      date: makeup.date,
      startMinute: makeup.hour * 60,
      expiresOn: day(40),
      ...(makeup.status ? { status: makeup.status } : {}),
    });
    return { member, agent, lesson };
  }
  const statusOf = async (id: number) =>
    (await prisma().makeupLesson.findUniqueOrThrow({ where: { id } })).status;

  it('when a member cancels a booked make-up days ahead, then it is cancelled, its credit is open again, staff are told and it cannot be cancelled twice', async () => {
    const { member, agent, lesson } = await memberWithMakeup({ date: day(5), hour: 6 });
    const res = await callOperation(agent, makeupsOperations.cancelMakeup, {
      params: { id: lesson.id },
    }).set('Accept-Language', 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZMakeupCancellation.parse(res.body.data)).toEqual({
      id: lesson.id,
      creditExpiresOn: day(40),
    });
    expect(res.body.message).toBe(makeupCancelledTexts(day(40)).en);
    expect(await statusOf(lesson.id)).toBe('cancelled');
    const view = await callOperation(agent, makeupsOperations.getOwnMakeups);
    expect(view.body.data.openCredits).toMatchObject([{ id: lesson.creditId }]);
    const told = await prisma().staffNotification.findFirstOrThrow({
      where: { category: 'member_cancelled', relatedId: lesson.id },
    });
    expect(told.message).toContain(
      `${member.name}님이 ${sentenceDayHours({ date: day(5), startTime: '06:00', endTime: '07:00' }, 'ko')} 보강 수업을 취소했습니다.`,
    );

    const again = await callOperation(agent, makeupsOperations.cancelMakeup, {
      params: { id: lesson.id },
    });
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      'BOOKING_NOT_CANCELLABLE',
      MAKEUP_MESSAGES.notCancellable.ko,
    ]);
  });

  it('when a booked make-up starts within 24 hours, then 409 says to call the academy and it stays booked; a request awaiting staff can still be withdrawn', async () => {
    const near = await memberWithMakeup({ date: day(0), hour: 23 });
    const res = await callOperation(near.agent, makeupsOperations.cancelMakeup, {
      params: { id: near.lesson.id },
    });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'BOOKING_NOT_CANCELLABLE',
      MAKEUP_MESSAGES.cancelTooLate.ko,
    ]);
    expect(await statusOf(near.lesson.id)).toBe('booked');

    const requested = await memberWithMakeup({ date: day(1), hour: 5, status: 'requested' });
    const withdrawn = await callOperation(requested.agent, makeupsOperations.cancelMakeup, {
      params: { id: requested.lesson.id },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await statusOf(requested.lesson.id)).toBe('cancelled');
  });

  it('when a past make-up is cancelled, then 409', async () => {
    const past = await memberWithMakeup({ date: day(-2), hour: 6 });
    const res = await callOperation(past.agent, makeupsOperations.cancelMakeup, {
      params: { id: past.lesson.id },
    });
    expect([res.status, res.body.code]).toEqual([409, 'BOOKING_NOT_CANCELLABLE']);
    expect(await statusOf(past.lesson.id)).toBe('booked');
  });

  it('when another member, staff or a guest cancel, or the id is unknown or bad, then 404, 403, 401 or 400 and the make-up stays booked', async () => {
    const { lesson } = await memberWithMakeup({ date: day(6), hour: 7 });
    await expectOnlyTheOwner(
      academy.testApp,
      makeupsOperations.cancelMakeup,
      { otherMember: academy.student, staff: academy.staff, member: academy.student },
      { own: lesson.id, malformed: '0' },
    );
    expect(await statusOf(lesson.id)).toBe('booked');
  });
});
