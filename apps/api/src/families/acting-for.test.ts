import {
  ACTING_FOR_HEADER,
  attendanceOperations,
  familyOperations,
  memberOperations,
  notificationsOperations,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addMember, addSignedInMember } from '../../test/factories/members.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

describe('a guardian acting for a child (X-Acting-For)', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin, student: DEMO.student });
  const prisma = () => academy.testApp.database.prisma;
  let guardian: Awaited<ReturnType<typeof addSignedInMember>>;
  let childId: number;
  let strangerChildId: number;

  /** A child without a login of their own, with a weekly lesson on day(6)'s weekday at `hour`. */
  async function addChild(name: string, phone: string, guardianId: number, hour: number) {
    const child = await addMember(prisma(), {
      name,
      phone,
      slot: { dayOfWeek: isoWeekdayOfIsoDate(day(6)), startMinute: hour * 60 },
    });
    await prisma().member.update({
      where: { id: child.id },
      data: {
        loginId: null,
        passwordHash: null,
        email: null,
        phoneNumber: null,
        guardianId,
        guardianRelation: 'father',
      },
    });
    return child.id;
  }

  beforeAll(async () => {
    guardian = await addSignedInMember(academy.testApp, { name: '대리아빠', phone: '01066019001' });
    childId = await addChild('대리아이', '01066019002', guardian.member.id, 7);
    const stranger = await addSignedInMember(academy.testApp, {
      name: '남의아빠',
      phone: '01066019003',
    });
    strangerChildId = await addChild('남의아이', '01066019004', stranger.member.id, 8);
  });

  const asChild = (id: number | string) => ({ [ACTING_FOR_HEADER]: String(id) });

  it('when the guardian names their child, then the member calls serve the child; without the header, the guardian', async () => {
    const child = await callOperation(guardian.agent, memberOperations.getOwnProfile).set(
      asChild(childId),
    );
    expect([child.status, child.body.data?.name]).toEqual([200, '대리아이']);
    const own = await callOperation(guardian.agent, memberOperations.getOwnProfile);
    expect([own.status, own.body.data?.name]).toEqual([200, '대리아빠']);
  });

  it('when the guardian gives notice for the child, then the notice is the child’s and the audit names the guardian', async () => {
    const res = await callOperation(guardian.agent, attendanceOperations.giveAbsenceNotice)
      .set(asChild(childId))
      .send({ date: day(6), reason: '감기' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const noticesOf = (memberId: number) => prisma().attendance.count({ where: { memberId } });
    expect([await noticesOf(childId), await noticesOf(guardian.member.id)]).toEqual([1, 0]);
    const audit = await prisma().auditLog.findFirst({
      where: { action: 'family.act_for_child', entityId: String(childId) },
    });
    expect(audit?.details).toEqual({
      guardianId: guardian.member.id,
      operation: 'POST /attendance/notice',
    });
  });

  it('when the guardian reads notifications for the child, then they are the child’s, not their own', async () => {
    await prisma().memberNotification.create({
      data: {
        memberId: childId,
        category: 'other',
        title: '아이 알림',
        titleEn: 'About the child',
        message: '확인하세요.',
        messageEn: 'Have a look.',
      },
    });
    const titles = async (headers: Record<string, string>) => {
      const res = await callOperation(guardian.agent, notificationsOperations.listOwnNotifications)
        .set(headers)
        .query({ page: 1, limit: 10 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return JSON.stringify(res.body.data);
    };
    expect(await titles(asChild(childId))).toContain('아이 알림');
    expect(await titles({})).not.toContain('아이 알림');
  });

  it('when the header names another family’s child, a made-up id or no number, then every acting call is refused and nothing is written', async () => {
    for (const named of [strangerChildId, 999_999, 'abc', '-1']) {
      const read = await callOperation(guardian.agent, memberOperations.getOwnProfile).set(
        asChild(named),
      );
      expect([read.status, read.body.code], String(named)).toEqual([403, 'ACCESS_DENIED']);
    }
    const write = await callOperation(guardian.agent, attendanceOperations.giveAbsenceNotice)
      .set(asChild(strangerChildId))
      .send({ date: day(6), reason: '남의 집' });
    expect([write.status, write.body.code]).toEqual([403, 'ACCESS_DENIED']);
    expect(await prisma().attendance.count({ where: { memberId: strangerChildId } })).toBe(0);
  });

  it('when a child names their guardian, then it is refused: the link goes one way', async () => {
    const teen = await addSignedInMember(academy.testApp, { name: '큰아이', phone: '01066019005' });
    await prisma().member.update({
      where: { id: teen.member.id },
      data: { guardianId: guardian.member.id, guardianRelation: 'father' },
    });
    const res = await callOperation(teen.agent, memberOperations.getOwnProfile).set(
      asChild(guardian.member.id),
    );
    expect([res.status, res.body.code]).toEqual([403, 'ACCESS_DENIED']);
  });

  it('when the call is not one a guardian makes for a child, then the header changes nothing', async () => {
    const family = await callOperation(guardian.agent, familyOperations.getFamily).set(
      asChild(strangerChildId),
    );
    expect(family.status, JSON.stringify(family.body)).toBe(200);
    expect(family.body.data.children.map((child: { name: string }) => child.name)).toContain(
      '대리아이',
    );
  });

  it('when staff send the header, then it changes nothing: staff are not guardians', async () => {
    const res = await callOperation(academy.staff, attendanceOperations.listAttendance, {
      query: `from=${day(0)}&to=${day(7)}`,
    }).set(asChild(childId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
