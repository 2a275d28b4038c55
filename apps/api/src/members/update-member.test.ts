import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  VALIDATION_MESSAGES,
  type TMemberListItem,
  memberOperations,
  authOperations,
  toAcademyIsoDate,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { useStaffDesk } from '../../test/demo-academy.js';
import { addMember, signInMember } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';
import { expectStaffOnly, UNKNOWN_ID } from '../../test/refusals.js';

describe('PATCH /api/users/:id (staff edit a member)', () => {
  const academy = useStaffDesk();

  const listed = async (userId: number): Promise<TMemberListItem | undefined> => {
    const res = await callOperation(academy.staff, memberOperations.listMembers, {
      query: { limit: 1000 },
    });
    return (res.body.data.users as TMemberListItem[]).find((user) => user.userId === userId);
  };

  const newMember = (name: string, phone: string) =>
    addMember(academy.testApp.database.prisma, { name, phone });
  /** The admin's PATCH of member `id`, answered in Korean unless English is asked for. */
  const editAsStaff = (id: number, body: Record<string, unknown>, language?: 'en') => {
    const patch = callOperation(academy.staff, memberOperations.updateMember, { params: { id } });
    return (language ? patch.set('Accept-Language', language) : patch).send(body);
  };

  it('when staff make a member inactive and active again, then the day they left is kept and then forgotten; an anonymized member stays inactive', async () => {
    const { prisma } = academy.testApp.database;
    const target = await newMember('떠남', '01040000091');
    expect((await editAsStaff(target.id, { status: 'inactive' })).status).toBe(200);
    const left = await prisma.member.findUniqueOrThrow({ where: { id: target.id } });
    expect(left.leftOn && toAcademyIsoDate(left.leftOn)).toBe(toAcademyIsoDate(new Date()));
    expect((await editAsStaff(target.id, { status: 'active' })).status).toBe(200);
    const back = await prisma.member.findUniqueOrThrow({ where: { id: target.id } });
    expect(back.leftOn).toBeNull();
    await prisma.member.update({
      where: { id: target.id },
      data: { status: 'inactive', leftOn: new Date('2020-01-01'), anonymizedAt: new Date() },
    });
    const refused = await editAsStaff(target.id, { status: 'active' });
    expect([refused.status, refused.body.code]).toEqual([409, 'STATUS_TRANSITION_REFUSED']);
  });

  it('when a guest or a member calls it, then 401 or 403 and nothing changes', async () => {
    const target = await newMember('권한', '01040000001');
    await expectStaffOnly(academy, [
      (caller) =>
        callOperation(caller, memberOperations.updateMember, { params: { id: target.id } }).send({
          name: 'x',
        }),
    ]);
    expect((await listed(target.id))?.name).toBe('권한');
  });

  it('when the member does not exist, then 404', async () => {
    const res = await editAsStaff(Number(UNKNOWN_ID), { name: '없음' });
    expect([res.status, res.body.message]).toEqual([404, FEEDBACK_MESSAGES.notFound.ko]);
  });

  it('when the body is empty or has only unknown fields, then 400 in the asked language', async () => {
    const target = await newMember('빈값', '01040000002');
    const empty = await editAsStaff(target.id, {});
    expect([empty.status, empty.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.nothingToUpdate.ko,
    ]);
    const unknown = await editAsStaff(target.id, { loginId: 'hijack', passwordHash: 'x' }, 'en');
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.nothingToUpdate.en,
    ]);
    const none = await callOperation(academy.staff, memberOperations.updateMember, {
      params: { id: target.id },
    });
    expect(none.status).toBe(400);
  });

  it('when each field is changed, then the answer and the list show it, with the outcome message', async () => {
    const target = await newMember('변경전', '01040000003');
    const changes = [
      [{ name: '  변경후  ' }, { name: '변경후' }],
      [{ email: 'renamed@example.com' }, { email: 'renamed@example.com' }],
      [{ phoneNumber: '0212345678' }, { phoneNumber: '0212345678' }],
      [{ gender: 'other' }, { gender: 'other' }],
      [{ lessonType: 'advanced' }, { lessonType: 'advanced' }],
      [{ lessonType: '입시' }, { lessonType: '입시' }],
      [{ isForeigner: true }, { isForeigner: true }],
      [{ monthlyFee: 210_000 }, { monthlyFee: 210_000 }],
      [{ status: 'inactive' }, { status: 'inactive' }],
      [{ status: 'active' }, { status: 'active' }],
    ] as const;
    for (const [body, expected] of changes) {
      const res = await editAsStaff(target.id, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        message: STAFF_MESSAGES.memberUpdated.ko,
        data: { userId: target.id, ...expected },
      });
      expect(await listed(target.id)).toEqual(res.body.data);
    }
    const stored = await academy.testApp.database.prisma.member.findUniqueOrThrow({
      where: { id: target.id },
    });
    expect(stored).toMatchObject({ lessonType: 'exam', gender: 'other', monthlyFee: 210_000 });
  });

  it('when fields are invalid, then 400 names each field with the contracts texts', async () => {
    const target = await newMember('검사', '01040000004');
    const res = await editAsStaff(
      target.id,
      {
        name: '',
        email: 'me@',
        phoneNumber: '010-1234',
        monthlyFee: -5,
        status: 'gone',
      },
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      { path: 'name', message: VALIDATION_MESSAGES.nameRequired.en },
      { path: 'email', message: VALIDATION_MESSAGES.emailInvalid.en },
      { path: 'phoneNumber', message: VALIDATION_MESSAGES.phoneInvalid.en },
      { path: 'monthlyFee', message: VALIDATION_MESSAGES.monthlyFeeInvalid.en },
      { path: 'status', message: VALIDATION_MESSAGES.invalidValue.en },
    ]);
    const slot = await editAsStaff(target.id, { lessonDayOfWeek: 'Friday' });
    expect([slot.status, slot.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.approvalScheduleRequired.ko,
    ]);
    const weekend = await editAsStaff(target.id, {
      lessonDayOfWeek: 'Sunday',
      lessonStartTime: '10:00',
      lessonEndTime: '11:00',
    });
    expect(weekend.body.data.issues).toEqual([
      { path: 'lessonDayOfWeek', message: VALIDATION_MESSAGES.approvalScheduleRequired.ko },
    ]);
    const reversed = await editAsStaff(target.id, {
      lessonDayOfWeek: 'Friday',
      lessonStartTime: '11:00',
      lessonEndTime: '10:00',
    });
    expect([reversed.status, reversed.body.message]).toEqual([
      400,
      STAFF_MESSAGES.lessonTimeRangeInvalid.ko,
    ]);
    // PostgreSQL text cannot hold U+0000: refused as a value, not a failed write.
    const nul = await editAsStaff(target.id, { name: 'a\u0000b' });
    expect([nul.status, nul.body.message]).toEqual([400, VALIDATION_MESSAGES.controlCharacters.ko]);
    expect(await listed(target.id)).toMatchObject({ name: '검사', lessonDayOfWeek: null });
  });

  it('when the email belongs to another member or a staff account, in any case, then 409', async () => {
    const target = await newMember('메일', '01040000005');
    const taken = await editAsStaff(target.id, {
      email: 'STUDENT@example.com',
      name: '바뀌면안됨',
    });
    expect([taken.status, taken.body.message]).toEqual([409, FEEDBACK_MESSAGES.emailInUse.ko]);
    const staffEmail = await editAsStaff(target.id, { email: DEMO.admin.email }, 'en');
    expect([staffEmail.status, staffEmail.body.message]).toEqual([
      409,
      FEEDBACK_MESSAGES.emailInUse.en,
    ]);
    const own = await editAsStaff(target.id, { email: target.email });
    expect(own.status).toBe(200);
    expect((await listed(target.id))?.name).toBe('메일');
  });

  it('when the phone number belongs to another member, then 409 and nothing changes', async () => {
    const target = await newMember('전화', '01040000006');
    const res = await editAsStaff(target.id, {
      phoneNumber: DEMO.student.phoneNumber,
      monthlyFee: 1,
    });
    expect([res.status, res.body.message]).toEqual([409, STAFF_MESSAGES.memberPhoneInUse.ko]);
    const en = await editAsStaff(target.id, { phoneNumber: DEMO.student.phoneNumber }, 'en');
    expect(en.body.message).toBe(STAFF_MESSAGES.memberPhoneInUse.en);
    expect(await listed(target.id)).toMatchObject({
      phoneNumber: '01040000006',
      monthlyFee: 170_000,
    });
  });

  it.each(['suspended', 'inactive'] as const)(
    'when the member is set %s, then their next request gets 401 and their sessions are ended',
    async (status) => {
      const { prisma } = academy.testApp.database;
      const phone = status === 'suspended' ? '01040000007' : '01040000008';
      const target = await addMember(prisma, { name: `세션${status}`, phone });
      const own = await signInMember(academy.testApp, target);
      expect((await callOperation(own, memberOperations.getOwnProfile)).status).toBe(200);

      const res = await editAsStaff(target.id, { status });
      expect(res.status).toBe(200);
      expect((await callOperation(own, memberOperations.getOwnProfile)).status).toBe(401);
      expect((await callOperation(own, authOperations.refreshSession)).status).toBe(401);
      expect(
        await prisma.authSession.count({ where: { memberId: target.id, revokedAt: null } }),
      ).toBe(0);

      // Back to active, the ended session stays ended: the member signs in again.
      await editAsStaff(target.id, { status: 'active' });
      expect((await callOperation(own, memberOperations.getOwnProfile)).status).toBe(401);
    },
  );

  it('when a member is changed, then one audit row names the staff member and before and after', async () => {
    const { prisma } = academy.testApp.database;
    const target = await addMember(prisma, { name: '감사', phone: '01040000009' });
    await editAsStaff(target.id, { name: '감사후', monthlyFee: 170_000 });
    const rows = await prisma.auditLog.findMany({
      where: { action: 'member.update', entityId: String(target.id) },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staffId: academy.adminId,
      entityType: 'member',
      // The unchanged fee is not a change.
      details: { changes: { name: { from: '감사', to: '감사후' } } },
    });
    await editAsStaff(target.id, { name: '감사후' });
    expect(
      await prisma.auditLog.count({
        where: { action: 'member.update', entityId: String(target.id) },
      }),
    ).toBe(1);
  });
});
