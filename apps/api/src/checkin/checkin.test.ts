import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  CHECKIN_LIMITS,
  CHECKIN_MESSAGES,
  checkinOperations,
  ZCheckinResult,
  ZMemberCheckinCode,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import {
  addLessonApplication,
  approveLessonApplication,
} from '../../test/factories/lesson-applications.js';
import { addMember, numberedPhone } from '../../test/factories/members.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { seoulToday } from '../../test/seoul-days.js';
import { addChildWithLesson } from './checkin-test-helpers.js';

const checkIn = (agent: Agent | ReturnType<typeof request>, code: string) =>
  callOperation(agent, checkinOperations.checkIn).send({ code });

describe('the front-desk check-in', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  let n = 0;

  /** A guardian with a login and e-mail, and their child with a lesson today and `code`. */
  async function familyWithLessonToday(code: string, day = seoulToday()) {
    n += 1;
    const guardian = await addMember(prisma(), {
      name: `보호자 ${n}`,
      phone: numberedPhone('0105570', n),
    });
    const child = await addChildWithLesson(prisma(), {
      guardianId: guardian.id,
      name: '김하준',
      day,
      // Each family its own early hour: the demo teacher's lessons never overlap.
      startMinute: (n - 1) * 60,
      code,
    });
    return { guardian, child };
  }

  it('when the student types their code, then today’s lesson is marked attended, the child’s list and the guardian’s e-mail tell of the arrival, and the kiosk shows the given name only', async () => {
    const { guardian, child } = await familyWithLessonToday('4821');
    const res = await checkIn(academy.staff, '4821');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = ZCheckinResult.parse(res.body.data);
    expect(data).toMatchObject({ outcome: 'checked_in', displayName: '하준', startTime: '00:00' });
    expect(Object.keys(res.body.data).sort()).toEqual([
      'checkedInAt',
      'displayName',
      'outcome',
      'startTime',
    ]);
    expect(res.body.message).toBe(CHECKIN_MESSAGES.checkedIn.ko);
    const lessonDate = fromIsoDate(seoulToday());
    const mark = await prisma().attendance.findUniqueOrThrow({
      where: { memberId_lessonDate: { memberId: child.id, lessonDate } },
    });
    expect(mark.status).toBe('attended');
    const [notice] = await prisma().memberNotification.findMany({
      where: { memberId: child.id, category: 'checked_in' },
    });
    expect(notice?.message).toContain('김하준');
    expect(notice?.message).toContain(data.checkedInAt);
    expect(notice?.messageEn).toContain('arrived');
    await academy.testApp.outbox.settled();
    const mails = await prisma().mailOutbox.findMany({ where: { recipient: guardian.email } });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.dedupeKey).toBe(`checked_in:${child.id}:${seoulToday()}`);
    const audit = await prisma().auditLog.count({
      where: { action: 'attendance.check_in', entityId: `${child.id}:${seoulToday()}` },
    });
    expect(audit).toBe(1);
  });

  it('when the same code is typed twice the same day, then the second answers already checked in and tells nobody again', async () => {
    const { guardian, child } = await familyWithLessonToday('4822');
    expect((await checkIn(academy.staff, '4822')).status).toBe(200);
    const again = await checkIn(academy.staff, '4822');
    expect([again.status, again.body.data.outcome, again.body.message]).toEqual([
      200,
      'already_checked_in',
      CHECKIN_MESSAGES.alreadyCheckedIn.ko,
    ]);
    expect(
      await prisma().memberNotification.count({
        where: { memberId: child.id, category: 'checked_in' },
      }),
    ).toBe(1);
    await academy.testApp.outbox.settled();
    expect(await prisma().mailOutbox.count({ where: { recipient: guardian.email } })).toBe(1);
  });

  it('when the code belongs to nobody, then 404 with a message and nothing is marked', async () => {
    const before = await prisma().attendance.count();
    const res = await checkIn(academy.staff, '0000');
    expect([res.status, res.body.code, res.body.message]).toEqual([
      404,
      'CHECKIN_CODE_UNKNOWN',
      CHECKIN_MESSAGES.unknownCode.ko,
    ]);
    expect(await prisma().attendance.count()).toBe(before);
  });

  it('when the code is not four digits, then 400 and the code names the field', async () => {
    const res = await checkIn(academy.staff, '12a4');
    expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('when the member has no lesson today, then 409 NO_LESSON_TODAY and nothing is marked or sent', async () => {
    const { child } = await familyWithLessonToday('4823', addDaysToIsoDate(seoulToday(), 1));
    const res = await checkIn(academy.staff, '4823');
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'NO_LESSON_TODAY',
      CHECKIN_MESSAGES.noLessonToday.ko,
    ]);
    expect(await prisma().attendance.count({ where: { memberId: child.id } })).toBe(0);
    expect(await prisma().memberNotification.count({ where: { memberId: child.id } })).toBe(0);
  });

  it('when a member or a guest calls the kiosk, then 403 and 401', async () => {
    await familyWithLessonToday('4824');
    expect((await checkIn(academy.student, '4824')).status).toBe(403);
    expect((await checkIn(request(academy.testApp.app), '4824')).status).toBe(401);
    const child = await prisma().member.findUniqueOrThrow({ where: { checkinCode: '4824' } });
    expect(await prisma().attendance.count({ where: { memberId: child.id } })).toBe(0);
  });

  it('when staff reset a member’s code, then a new unused four-digit code works, the old one no longer does, and the reset is audited', async () => {
    n += 1;
    const member = await addMember(prisma(), {
      name: '코드 회원',
      phone: numberedPhone('0105570', n),
      slot: { dayOfWeek: isoWeekdayOfIsoDate(seoulToday()), startMinute: 22 * 60 },
    });
    const params = { params: { id: member.id } };
    const read = await callOperation(academy.staff, checkinOperations.getCheckinCode, params);
    expect(ZMemberCheckinCode.parse(read.body.data)).toEqual({ userId: member.id, code: null });
    const first = await callOperation(academy.staff, checkinOperations.resetCheckinCode, params);
    const second = await callOperation(academy.staff, checkinOperations.resetCheckinCode, params);
    const firstCode = ZMemberCheckinCode.parse(first.body.data).code ?? '';
    const secondCode = ZMemberCheckinCode.parse(second.body.data).code ?? '';
    expect(secondCode).toMatch(/^[0-9]{4}$/);
    expect(secondCode).not.toBe(firstCode);
    expect(await prisma().member.count({ where: { checkinCode: secondCode } })).toBe(1);
    expect((await checkIn(academy.staff, firstCode)).status).toBe(404);
    expect((await checkIn(academy.staff, secondCode)).status).toBe(200);
    expect(
      await prisma().auditLog.count({
        where: { action: 'member.checkin_code_reset', entityId: String(member.id) },
      }),
    ).toBe(2);
    const byMember = await callOperation(
      academy.student,
      checkinOperations.resetCheckinCode,
      params,
    );
    expect(byMember.status).toBe(403);
  });

  it('when staff approve a lesson application, then the new member gets a four-digit code of their own', async () => {
    const application = await addLessonApplication(prisma(), {
      name: '새코드',
      phoneNumber: '01055799001',
      email: 'new-code@example.com',
    });
    const approved = await approveLessonApplication(academy.staff, application.id, {
      lessonDayOfWeek: 'Friday',
      lessonStartTime: '21:00',
      lessonEndTime: '22:00',
      monthlyFee: 170_000,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const member = await prisma().member.findUniqueOrThrow({
      where: { id: approved.body.data.userId },
    });
    expect(member.checkinCode).toMatch(/^[0-9]{4}$/);
    expect(await prisma().member.count({ where: { checkinCode: member.checkinCode } })).toBe(1);
  });

  it('when two members would share a code, then the database refuses it', async () => {
    const taken = await prisma().member.findFirstOrThrow({ where: { checkinCode: { not: null } } });
    const other = await prisma().member.findFirstOrThrow({
      where: { checkinCode: null, id: { not: taken.id } },
    });
    await expect(
      prisma().member.update({ where: { id: other.id }, data: { checkinCode: taken.checkinCode } }),
    ).rejects.toThrow();
    await expect(
      prisma().member.update({ where: { id: other.id }, data: { checkinCode: '12a4' } }),
    ).rejects.toThrow();
  });
});

describe('wrong codes at the kiosk', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff });

  it('when a kiosk types more wrong codes than the limit, then 429 with a message, even for a right code, until the window ends', async () => {
    for (let i = 0; i < CHECKIN_LIMITS.WRONG_CODES_PER_KIOSK; i += 1) {
      const res = await checkIn(academy.staff, String(9000 + i));
      expect(res.status).toBe(404);
    }
    const limited = await checkIn(academy.staff, '9999');
    expect([limited.status, limited.body.code, limited.body.message]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      CHECKIN_MESSAGES.tooManyWrongCodes.ko,
    ]);
  });
});
