import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  VALIDATION_MESSAGES,
  applicationOperations,
  authOperations,
  notificationsOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { type Agent, useStaffDesk } from '../../test/demo-academy.js';
import { addLessonApplication } from '../../test/factories/lesson-applications.js';
import { numberedPhone, withOwnLogin } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';
import { UNKNOWN_ID } from '../../test/refusals.js';

describe('staff lesson requests', () => {
  const academy = useStaffDesk();
  let nextPhone = 1;

  async function newApplication(name = '이서연') {
    const n = nextPhone++;
    return addLessonApplication(academy.testApp.database.prisma, {
      name,
      phoneNumber: numberedPhone('0107777', n),
      email: `applicant${n}@example.com`,
      preferredTime: '월요일: 15:00',
    });
  }

  /** The admin's approval of application `id`, answered in Korean unless English is asked for. */
  const approve = (id: number, language?: 'en') => {
    const patch = callOperation(academy.staff, applicationOperations.approveLessonApplication, {
      params: { id },
    });
    return language ? patch.set('Accept-Language', language) : patch;
  };
  /** The weekly lesson an approval gives the new member. */
  const weeklySlot = (lessonDayOfWeek: string, lessonStartTime: string, lessonEndTime: string) => ({
    lessonDayOfWeek,
    lessonStartTime,
    lessonEndTime,
  });
  const approval = (overrides: object = {}) => ({
    teacherId: academy.adminId,
    teacherResponse: '환영합니다',
    assignedTime: '월 15:00',
    lessonDayOfWeek: 'Monday',
    lessonStartTime: '15:00',
    lessonEndTime: '16:00',
    monthlyFee: 170000,
    isForeigner: false,
    ...overrides,
  });

  describe('access', () => {
    const routes: [string, string][] = [
      ['get', '/api/lessons/requests'],
      ['get', '/api/lessons/requests/1'],
      ['patch', '/api/lessons/requests/1/approve'],
      ['patch', '/api/lessons/requests/1/reject'],
    ];
    it.each(routes)('when a guest calls %s %s, then 401', async (method, path) => {
      const res = await request(academy.testApp.app)[method as 'get'](path).send({});
      expect(res.status).toBe(401);
    });
    it.each(routes)('when a member calls %s %s, then 403', async (method, path) => {
      const res = await academy.member[method as 'get'](path).send({});
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(FEEDBACK_MESSAGES.accessDenied.ko);
    });
  });

  it('when staff list the requests, then newest first, paginated, filtered and with the handler', async () => {
    const older = await newApplication('첫번째');
    const newer = await newApplication('두번째');
    const all = await callOperation(academy.staff, applicationOperations.listLessonApplications, {
      query: { page: 1, limit: 2 },
    });
    expect(all.status).toBe(200);
    expect(all.body.data.requests.map((r: { requestId: number }) => r.requestId)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(all.body.data.requests[0]).toMatchObject({
      name: '두번째',
      status: 'pending',
      handler: null,
      lessonType: '일반',
      birthDate: '2001-05-05',
    });
    const total = await academy.testApp.database.prisma.lessonApplication.count();
    expect(all.body.data.pagination).toEqual({
      total,
      page: 1,
      limit: 2,
      totalPages: Math.ceil(total / 2),
    });
    await callOperation(academy.staff, applicationOperations.rejectLessonApplication, {
      params: { id: older.id },
    }).send({ reason: '정원 마감' });
    const rejected = await callOperation(
      academy.staff,
      applicationOperations.listLessonApplications,
      { query: { status: 'rejected' } },
    );
    expect(rejected.body.data.requests).toContainEqual(
      expect.objectContaining({ requestId: older.id, handler: { name: '박지훈' } }),
    );
    expect(
      rejected.body.data.requests.every((r: { status: string }) => r.status === 'rejected'),
    ).toBe(true);
    const bad = await callOperation(academy.staff, applicationOperations.listLessonApplications, {
      query: { status: 'done' },
    });
    expect(bad.status).toBe(400);
  });

  it('when staff open one request, then its item; an unknown id is 404', async () => {
    const app = await newApplication();
    const res = await callOperation(academy.staff, applicationOperations.getLessonApplication, {
      params: { id: app.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ requestId: app.id, status: 'pending' });
    const unknown = { params: { id: UNKNOWN_ID } };
    expect(
      (await callOperation(academy.staff, applicationOperations.getLessonApplication, unknown))
        .status,
    ).toBe(404);
  });

  it('when staff approve a pending request, then a member, its weekly slot, a notification and an audit row exist, and the member can log in', async () => {
    const app = await newApplication('박하늘');
    const res = await approve(app.id).send(approval());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { temporaryPassword, studentName, userId, loginId } = res.body.data;
    expect(studentName).toBe('박하늘');
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(loginId).toBe(`s${app.phoneNumber}`);
    const { prisma } = academy.testApp.database;
    expect(
      await prisma.lessonApplication.findUniqueOrThrow({ where: { id: app.id } }),
    ).toMatchObject({
      status: 'approved',
      handlerId: academy.adminId,
      teacherResponse: '환영합니다',
    });
    const stored = await prisma.member.findUniqueOrThrow({
      where: { id: userId },
      include: { lessonSchedules: true, notifications: { orderBy: { id: 'asc' } } },
    });
    expect(stored).toMatchObject({
      applicationId: app.id,
      monthlyFee: 170000,
      teacherId: academy.adminId,
    });
    expect(stored.lessonSchedules).toEqual([
      expect.objectContaining({ dayOfWeek: 1, startMinute: 900, endMinute: 960 }),
    ]);
    // The approval, then the tuition due of this month (docs/product/tuition.md).
    expect(stored.notifications.map((n) => n.category)).toEqual([
      'lesson_request_approved',
      'payment_due',
    ]);
    expect(stored.notifications[0]?.message).toContain('월요일 15:00-16:00');
    expect(stored.notifications[0]?.messageEn).toContain('Monday 15:00-16:00');
    const audit = await prisma.auditLog.findMany({
      where: { entityType: 'lesson_application', entityId: String(app.id) },
    });
    expect(audit).toEqual([
      expect.objectContaining({ staffId: academy.adminId, action: 'lesson_request.approve' }),
    ]);

    const newMember = await signedInAgent(academy.testApp.app, {
      loginId,
      password: temporaryPassword,
    });
    const verify = await callOperation(newMember, authOperations.verifySession);
    expect(verify.status).toBe(200);
    expect(verify.body.data.user).toMatchObject({
      name: '박하늘',
      lessonDayOfWeek: 'Monday',
      lessonStartTime: '15:00',
      lessonEndTime: '16:00',
    });

    const again = await approve(app.id).send(approval());
    expect([again.status, again.body.message]).toEqual([409, STAFF_MESSAGES.lessonNotPending.ko]);
  });

  it('when two approvals race for one request, then exactly one wins', async () => {
    const app = await newApplication();
    const body = approval(weeklySlot('Wednesday', '12:00', '13:00'));
    const results = await Promise.all([approve(app.id).send(body), approve(app.id).send(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      await academy.testApp.database.prisma.member.count({ where: { applicationId: app.id } }),
    ).toBe(1);
  });

  it("when the slot collides with another member's lesson, then 409 in both languages and nothing changes", async () => {
    const app = await newApplication();
    const body = approval(weeklySlot('Tuesday', '19:30', '20:30'));
    const res = await approve(app.id).send(body);
    expect([res.status, res.body.message]).toEqual([409, STAFF_MESSAGES.lessonSlotTaken.ko]);
    const en = await approve(app.id, 'en').send(body);
    expect([en.status, en.body.message]).toEqual([409, STAFF_MESSAGES.lessonSlotTaken.en]);
    const { prisma } = academy.testApp.database;
    expect(
      (await prisma.lessonApplication.findUniqueOrThrow({ where: { id: app.id } })).status,
    ).toBe('pending');
    expect(await prisma.member.count({ where: { phoneNumber: app.phoneNumber } })).toBe(0);
  });

  it('when the teacher id is beyond the database integer range, then 400 and the request stays pending', async () => {
    const app = await newApplication();
    const res = await approve(app.id).send(approval({ teacherId: 3_000_000_000 }));
    expect([res.status, res.body.message]).toEqual([400, VALIDATION_MESSAGES.invalidValue.ko]);
    const stored = await academy.testApp.database.prisma.lessonApplication.findUniqueOrThrow({
      where: { id: app.id },
    });
    expect(stored.status).toBe('pending');
  });

  it('when a member with the same phone already exists, then 409', async () => {
    const app = await newApplication();
    await academy.testApp.database.prisma.lessonApplication.update({
      where: { id: app.id },
      data: { phoneNumber: DEMO.student.phoneNumber },
    });
    const res = await approve(app.id).send(approval({ lessonDayOfWeek: 'Friday' }));
    expect([res.status, res.body.message]).toEqual([409, STAFF_MESSAGES.lessonMemberExists.ko]);
  });

  it.each([
    ['the admin', 'ADMIN@Example.com'],
    ['a member', 'Student@EXAMPLE.com'],
  ])(
    "when the applicant's email belongs to %s in another letter case, then 409 naming the problem in both languages and nothing changes",
    async (_owner, email) => {
      const app = await newApplication();
      const { prisma } = academy.testApp.database;
      await prisma.lessonApplication.update({ where: { id: app.id }, data: { email } });
      const url = `/api/lessons/requests/${app.id}/approve`;
      const body = approval({ lessonDayOfWeek: 'Thursday', lessonStartTime: '10:00' });
      const ko = await academy.staff.patch(url).send(body);
      expect([ko.status, ko.body.message]).toEqual([409, STAFF_MESSAGES.lessonEmailInUse.ko]);
      const en = await academy.staff.patch(url).set('Accept-Language', 'en').send(body);
      expect([en.status, en.body.message]).toEqual([409, STAFF_MESSAGES.lessonEmailInUse.en]);
      expect(
        (await prisma.lessonApplication.findUniqueOrThrow({ where: { id: app.id } })).status,
      ).toBe('pending');
      expect(await prisma.member.count({ where: { phoneNumber: app.phoneNumber } })).toBe(0);
      expect(
        await prisma.auditLog.count({
          where: { action: 'lesson_request.approve', entityId: String(app.id) },
        }),
      ).toBe(0);
    },
  );

  it('when the approval is incomplete, then 400 with the rule message; unknown ids are 404', async () => {
    const app = await newApplication();
    const url = `/api/lessons/requests/${app.id}/approve`;
    const weekend = await academy.staff.patch(url).send(approval({ lessonDayOfWeek: 'Saturday' }));
    expect([weekend.status, weekend.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.approvalScheduleRequired.ko,
    ]);
    const fee = await academy.staff.patch(url).send(approval({ monthlyFee: -1 }));
    expect([fee.status, fee.body.message]).toEqual([400, VALIDATION_MESSAGES.monthlyFeeInvalid.ko]);
    const reversed = await academy.staff
      .patch(url)
      .send(approval({ lessonStartTime: '16:00', lessonEndTime: '15:00' }));
    expect(reversed.status).toBe(400);
    expect((await approve(Number(UNKNOWN_ID)).send(approval())).status).toBe(404);
  });

  it('when staff reject with a reason, then it is rejected with handler, date and an audit row; twice is 409', async () => {
    const app = await newApplication();
    const url = `/api/lessons/requests/${app.id}/reject`;
    const blank = await academy.staff.patch(url).send({ reason: '  ' });
    expect([blank.status, blank.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.rejectionReasonRequired.ko,
    ]);
    const res = await academy.staff.patch(url).send({ reason: '시간이 맞지 않습니다' });
    expect([res.status, res.body.message]).toEqual([200, STAFF_MESSAGES.lessonRejected.ko]);
    const { prisma } = academy.testApp.database;
    const stored = await prisma.lessonApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(stored).toMatchObject({
      status: 'rejected',
      teacherResponse: '시간이 맞지 않습니다',
      handlerId: academy.adminId,
    });
    expect(stored.decidedAt).not.toBeNull();
    expect(
      await prisma.auditLog.count({
        where: { action: 'lesson_request.reject', entityId: String(app.id) },
      }),
    ).toBe(1);
    const again = await academy.staff.patch(url).send({ reason: '다시' });
    expect([again.status, again.body.message]).toEqual([409, STAFF_MESSAGES.lessonNotPending.ko]);
    const unknown = { params: { id: UNKNOWN_ID } };
    expect(
      (
        await callOperation(
          academy.staff,
          applicationOperations.rejectLessonApplication,
          unknown,
        ).send({ reason: 'x' })
      ).status,
    ).toBe(404);
  });

  describe('a rejected application of someone who is already a member', () => {
    const rejectionsOf = async (agent: Agent) => {
      const res = await callOperation(agent, notificationsOperations.listOwnNotifications);
      expect(res.status).toBe(200);
      return (res.body.data.notifications as { category: string; message: string }[]).filter(
        (item) => item.category === 'lesson_request_rejected',
      );
    };
    const applyAs = (contact: { phoneNumber: string; email: string }) =>
      academy.testApp.database.prisma.lessonApplication.create({
        data: {
          name: '재신청',
          birthDate: new Date('2001-05-05T00:00:00.000Z'),
          gender: 'female',
          preferredTime: '월요일: 15:00',
          lessonType: 'general',
          ...contact,
        },
      });

    it('when the phone number is a member’s, then that member gets the rejection with its reason', async () => {
      const before = (await rejectionsOf(academy.member)).length;
      const app = await applyAs({
        phoneNumber: DEMO.student.phoneNumber,
        email: 'someone-else@example.com',
      });
      const res = await callOperation(
        academy.staff,
        applicationOperations.rejectLessonApplication,
        { params: { id: app.id } },
      ).send({ reason: '추가 수업 자리가 없습니다' });
      expect(res.status).toBe(200);
      const rejections = await rejectionsOf(academy.member);
      expect(rejections).toHaveLength(before + 1);
      expect(rejections[0]?.message).toContain('추가 수업 자리가 없습니다');
    });

    it('when the e-mail address is a member’s in another letter case, then that member gets it, in English too', async () => {
      const foreign = await signedInAgent(academy.testApp.app, DEMO.foreign);
      const { email } = withOwnLogin(
        await academy.testApp.database.prisma.member.findUniqueOrThrow({
          where: { loginId: DEMO.foreign.loginId },
        }),
      );
      const app = await applyAs({ phoneNumber: '01066660001', email: email.toUpperCase() });
      await callOperation(academy.staff, applicationOperations.rejectLessonApplication, {
        params: { id: app.id },
      })
        .send({ reason: 'No slot left' })
        .expect(200);
      const res = await callOperation(foreign, notificationsOperations.listOwnNotifications);
      const rejection = (
        res.body.data.notifications as { category: string; titleEn: string; messageEn: string }[]
      ).find((item) => item.category === 'lesson_request_rejected');
      expect(rejection).toMatchObject({
        titleEn: 'Regular lesson request declined',
        messageEn: 'Your regular lesson request has been declined. Reason: No slot left',
      });
    });

    it('when the applicant is no member, then no member is notified', async () => {
      const { prisma } = academy.testApp.database;
      const before = await prisma.memberNotification.count({
        where: { category: 'lesson_request_rejected' },
      });
      const app = await newApplication();
      await callOperation(academy.staff, applicationOperations.rejectLessonApplication, {
        params: { id: app.id },
      })
        .send({ reason: '정원 마감' })
        .expect(200);
      expect(
        await prisma.memberNotification.count({ where: { category: 'lesson_request_rejected' } }),
      ).toBe(before);
    });
  });
});
