import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTING_FOR_HEADER, seoulMonthOf } from '@academy/contracts';
import { hashPassword } from '../src/auth/password.js';
import { seoulDate, seoulDateTime } from '../src/lib/seoul-time.js';
import type { PrismaClient } from '../src/generated/prisma/client.js';
import { OTHER_TEACHER, signedInOtherTeacher } from './factories/teacher-schedule.js';
import { apiRoutesOf } from './app-routes.js';
import { fillPath } from './call-operation.js';
import { DEMO, signedInAgent } from './auth-helpers.js';
import {
  AUTHORIZATION_MATRIX,
  expectedOutcome,
  ROLES,
  type MatrixFixtures,
  type Role,
  type RouteRule,
} from './authorization-matrix.js';
import { type Agent, useDemoAcademy } from './demo-academy.js';

type SignedInRole = Exclude<Role, 'guest'>;

const CREDENTIALS: Record<SignedInRole, { loginId: string; password: string }> = {
  member: DEMO.student,
  anotherMember: DEMO.foreign,
  teacher: OTHER_TEACHER,
  admin: DEMO.admin,
  newMember: { loginId: 'matrix.new.member', password: 'Issued2026a' },
  newAdmin: { loginId: 'matrix.new.admin', password: 'Issued2026b' },
  guardian: { loginId: 'matrix.guardian', password: 'Guardian2026a' },
  otherGuardian: { loginId: 'matrix.other.guardian', password: 'Guardian2026b' },
};

/** Member A's guardian, and another family's guardian with a child of their own. */
async function createGuardians(prisma: PrismaClient, memberId: number): Promise<void> {
  const guardianOf = async (role: 'guardian' | 'otherGuardian', phone: string) =>
    prisma.member.create({
      data: {
        loginId: CREDENTIALS[role].loginId,
        passwordHash: await hashPassword(CREDENTIALS[role].password),
        name: role === 'guardian' ? '가보호' : '나보호',
        email: `${CREDENTIALS[role].loginId}@example.com`,
        phoneNumber: phone,
        takesLessons: false,
      },
    });
  const guardian = await guardianOf('guardian', '01090000003');
  await prisma.member.update({
    where: { id: memberId },
    data: { guardianId: guardian.id, guardianRelation: 'mother' },
  });
  const other = await guardianOf('otherGuardian', '01090000004');
  await prisma.member.create({
    data: { name: '남의아이', guardianId: other.id, guardianRelation: 'father' },
  });
}

/** The roles that name member A as the child they act for. */
const ACTING_ROLES: readonly Role[] = ['guardian', 'otherGuardian'];

/** A member and an admin who still have the password they were issued. */
async function createIssuedAccounts(prisma: PrismaClient): Promise<void> {
  await prisma.member.create({
    data: {
      loginId: CREDENTIALS.newMember.loginId,
      passwordHash: await hashPassword(CREDENTIALS.newMember.password),
      mustChangePassword: true,
      name: '신회원',
      email: 'matrix.new.member@example.com',
      phoneNumber: '01090000002',
    },
  });
  await prisma.staff.create({
    data: {
      loginId: CREDENTIALS.newAdmin.loginId,
      passwordHash: await hashPassword(CREDENTIALS.newAdmin.password),
      mustChangePassword: true,
      name: '신관리',
      email: 'matrix.new.admin@example.com',
      role: 'admin',
    },
  });
}

/** supertest's request builder of each method the API uses. */
const AGENT_METHODS = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const;
const isApiMethod = (value: string): value is keyof typeof AGENT_METHODS => value in AGENT_METHODS;

/** Member A's booking and notification, the admin's schedule and notification, and friends. */
async function createFixtures(prisma: PrismaClient): Promise<MatrixFixtures> {
  const member = await prisma.member.findUniqueOrThrow({
    where: { loginId: DEMO.student.loginId },
  });
  const admin = await prisma.staff.findUniqueOrThrow({ where: { loginId: DEMO.admin.loginId } });
  const room = await prisma.practiceRoom.findFirstOrThrow({ orderBy: { id: 'desc' } });
  const inAMonth = seoulDate(30);
  const texts = {
    title: '알림',
    titleEn: 'Notice',
    message: '확인하세요.',
    messageEn: 'Have a look.',
  };

  const booking = await prisma.practiceBooking.create({
    data: {
      roomId: room.id,
      memberId: member.id,
      startTime: seoulDateTime(30, 10),
      endTime: seoulDateTime(30, 11),
    },
  });
  const memberNotification = await prisma.memberNotification.create({
    data: { memberId: member.id, category: 'other', ...texts },
  });
  const adminNotification = await prisma.staffNotification.create({
    data: { staffId: admin.id, category: 'lesson_request', ...texts },
  });
  const adminSchedule = await prisma.personalSchedule.create({
    data: {
      teacherId: admin.id,
      title: '합주',
      scheduleDate: inAMonth,
      startMinute: 10 * 60,
      endMinute: 11 * 60,
    },
  });
  const disposableMember = await prisma.member.create({
    data: {
      loginId: 'disposable',
      passwordHash: 'never signs in',
      name: '정삭제',
      email: 'disposable@example.com',
      phoneNumber: '01090000001',
    },
  });
  const unlinkedMember = await prisma.member.create({
    data: {
      loginId: 'unlinked',
      passwordHash: 'never signs in',
      name: '정혼자',
      email: 'unlinked@example.com',
      phoneNumber: '01090000005',
    },
  });
  const disposableTeacher = await prisma.staff.create({
    data: {
      loginId: 'disposable.teacher',
      passwordHash: 'never signs in',
      name: '정강사',
      email: 'disposable.teacher@example.com',
    },
  });
  const scheduleChange = await prisma.scheduleChange.create({
    data: {
      memberId: member.id,
      changeStartDate: inAMonth,
      changeEndDate: inAMonth,
      originalDate: inAMonth,
      requestedDate: seoulDate(31),
      requestedStartMinute: 14 * 60,
      requestedEndMinute: 15 * 60,
      reason: '출장',
    },
  });
  const closure = await prisma.closure.create({
    data: { date: seoulDate(60), reason: '휴원', reasonEn: 'Closed', createdById: admin.id },
  });
  const tuitionDue = await prisma.tuitionDue.upsert({
    where: { memberId_month: { memberId: member.id, month: seoulMonthOf(new Date()) } },
    create: {
      memberId: member.id,
      month: seoulMonthOf(new Date()),
      amount: 170_000,
      price: 170_000,
      dueDate: seoulDate(0),
    },
    update: {},
  });
  const makeupCredit = await prisma.makeupCredit.create({
    data: { memberId: member.id, source: 'staff_grant', reason: '보강', expiresOn: seoulDate(60) },
  });
  const makeup = await prisma.makeupLesson.create({
    data: {
      creditId: makeupCredit.id,
      memberId: member.id,
      teacherId: admin.id,
      lessonDate: seoulDate(40),
      startMinute: 15 * 60,
      endMinute: 16 * 60,
      status: 'requested',
    },
  });
  // The demo academy has pending applications and inquiries.
  const lessonRequest = await prisma.lessonApplication.findFirstOrThrow();
  const onedayRequest = await prisma.onedayApplication.findFirstOrThrow();
  const inquiry = await prisma.inquiry.findFirstOrThrow();

  return {
    memberId: member.id,
    memberBookingId: booking.id,
    memberNotificationId: memberNotification.id,
    adminId: admin.id,
    adminScheduleId: adminSchedule.id,
    adminNotificationId: adminNotification.id,
    disposableMemberId: disposableMember.id,
    unlinkedMemberId: unlinkedMember.id,
    disposableTeacherId: disposableTeacher.id,
    lessonRequestId: lessonRequest.id,
    onedayRequestId: onedayRequest.id,
    scheduleChangeId: scheduleChange.id,
    inquiryId: inquiry.id,
    closureId: closure.id,
    tuitionDueId: tuitionDue.id,
    makeupId: makeup.id,
  };
}

describe('authorization matrix of /api', () => {
  const academy = useDemoAcademy({});
  let fixtures: MatrixFixtures;
  const agents = new Map<SignedInRole, Agent>();

  beforeAll(async () => {
    const { app, database } = academy.testApp;
    fixtures = await createFixtures(database.prisma);
    await createIssuedAccounts(database.prisma);
    await createGuardians(database.prisma, fixtures.memberId);
    agents.set('teacher', (await signedInOtherTeacher(app, database.prisma)).agent);
    const roles = ['member', 'anotherMember', 'admin', 'newMember', 'newAdmin'] as const;
    for (const role of [...roles, 'guardian', 'otherGuardian'] as const) {
      agents.set(role, await signedInAgent(app, CREDENTIALS[role]));
    }
  });

  it('has a rule for every /api route, and no rule for a route that is gone', () => {
    const routes = apiRoutesOf(academy.testApp.app);
    const ruled = Object.keys(AUTHORIZATION_MATRIX);
    expect({
      routesWithoutRule: routes.filter((route) => !ruled.includes(route)),
      rulesWithoutRoute: ruled.filter((route) => !routes.includes(route)),
    }).toEqual({ routesWithoutRule: [], rulesWithoutRoute: [] });
  });

  const callerFor = async (role: Role, rule: RouteRule): Promise<Agent> => {
    if (role === 'guest') return request(academy.testApp.app);
    // A call that ends the session would sign the shared agent out for the rest of the file.
    if (rule.endsSession) return signedInAgent(academy.testApp.app, CREDENTIALS[role]);
    const agent = agents.get(role);
    if (!agent) throw new Error(`No signed-in agent for ${role}`);
    return agent;
  };

  // Tuples, so that `%s` prints whole route names (`$name` cuts them at 40 characters).
  const cases = Object.entries(AUTHORIZATION_MATRIX).flatMap(([route, rule]) =>
    ROLES.map((role) => [route, role, expectedOutcome(rule, role), rule] as const),
  );

  // The bodies are empty on purpose: the guard runs before validation, and a 400 is "let through".
  it.each(cases)('%s as %s: %s', async (route, role, outcome, rule) => {
    const [method = '', path = ''] = route.split(' ');
    if (!isApiMethod(method)) throw new Error(`Unexpected method in ${route}`);
    const caller = await callerFor(role, rule);
    const call = caller[AGENT_METHODS[method]](fillPath(path, rule.params?.(fixtures) ?? {}, true))
      .query(rule.query?.(fixtures) ?? {})
      .set(ACTING_ROLES.includes(role) ? { [ACTING_FOR_HEADER]: String(fixtures.memberId) } : {});
    const res = method === 'GET' ? await call : await call.send({});
    const seen = `${res.status} ${JSON.stringify(res.body)}`;

    expect(res.status, seen).toBeLessThan(500);
    if (outcome === 'unauthenticated') expect(res.status, seen).toBe(401);
    if (outcome === 'forbidden') expect(res.status, seen).toBe(403);
    if (outcome === 'passwordChange') {
      expect([res.status, res.body.code], seen).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    }
    if (outcome === 'notOwner') expect([403, 404], seen).toContain(res.status);
    // Anything past the guard: 2xx, 400 for the empty body, 404/409 for the state, 429.
    if (outcome === 'allowed') expect([401, 403], seen).not.toContain(res.status);
    if (outcome !== 'passwordChange')
      expect(res.body.code, seen).not.toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
