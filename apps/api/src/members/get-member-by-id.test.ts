import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  ZMemberListItem,
  ZStudentProfile,
  memberOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { type Agent, useDemoAcademy } from '../../test/demo-academy.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { callOperation } from '../../test/call-operation.js';

describe('GET /api/users/:id', () => {
  const academy = useDemoAcademy({});
  let admin: Agent;
  let teacher: Agent;
  let student: Agent;
  let foreign: Agent;
  let studentId: number;

  beforeAll(async () => {
    const { app, database } = academy.testApp;
    [admin, student, foreign] = await Promise.all([
      signedInAgent(app, DEMO.admin),
      signedInAgent(app, DEMO.student),
      signedInAgent(app, DEMO.foreign),
    ]);
    teacher = (await signedInOtherTeacher(app, database.prisma)).agent;
    studentId = (
      await database.prisma.member.findUniqueOrThrow({ where: { loginId: DEMO.student.loginId } })
    ).id;
  });

  /** The member as the staff member list shows it. */
  async function listedMember(id: number) {
    const list = await callOperation(admin, memberOperations.listMembers, {
      query: { limit: 1000 },
    });
    expect(list.status).toBe(200);
    return (list.body.data.users as { userId: number }[]).find((user) => user.userId === id);
  }

  it('when the admin reads a member by id, then it is the member as the staff list shows them', async () => {
    const res = await callOperation(admin, memberOperations.getMemberById, {
      params: { id: studentId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const member = ZMemberListItem.strict().parse(res.body.data);
    expect(member).toMatchObject({
      userId: studentId,
      name: '김민준',
      phoneNumber: DEMO.student.phoneNumber,
      email: DEMO.student.email,
      birthDate: '2001-03-15',
      lessonType: '일반',
      lessonDayOfWeek: 'Tuesday',
      lessonStartTime: '19:00',
      lessonEndTime: '20:00',
      assignedTime: '19:00-20:00',
      status: 'active',
      isForeigner: false,
    });
    expect(member).toEqual(await listedMember(studentId));
  });

  it('when a teacher who is not the admin reads a member by id, then the same staff view comes', async () => {
    const res = await callOperation(teacher, memberOperations.getMemberById, {
      params: { id: studentId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(await listedMember(studentId));
  });

  it('when staff read an id that is no member, then 404', async () => {
    const res = await callOperation(admin, memberOperations.getMemberById, {
      params: { id: '999999' },
    });
    expect([res.status, res.body.success, res.body.message]).toEqual([
      404,
      false,
      FEEDBACK_MESSAGES.notFound.ko,
    ]);
    expect(
      (await callOperation(teacher, memberOperations.getMemberById, { params: { id: '999999' } }))
        .status,
    ).toBe(404);
  });

  it('when the id is not a positive whole number, then 400 before anything is read', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await callOperation(admin, memberOperations.getMemberById, { params: { id } });
      expect([id, res.status, res.body.success]).toEqual([id, 400, false]);
    }
    expect(
      (await callOperation(student, memberOperations.getMemberById, { params: { id: 'abc' } }))
        .status,
    ).toBe(400);
  });

  it('when a member reads their own id, then their own profile comes, not the staff view', async () => {
    const res = await callOperation(student, memberOperations.getMemberById, {
      params: { id: studentId },
    });
    expect(res.status).toBe(200);
    expect(ZStudentProfile.strict().parse(res.body.data)).toEqual(
      (await callOperation(student, memberOperations.getOwnProfile)).body.data,
    );
  });

  it('when a member reads another member’s id, then it answers exactly like a missing id', async () => {
    const other = await callOperation(foreign, memberOperations.getMemberById, {
      params: { id: studentId },
    });
    const missing = await callOperation(foreign, memberOperations.getMemberById, {
      params: { id: '999999' },
    });
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });

  it('when a guest asks, then 401', async () => {
    const res = await callOperation(request(academy.testApp.app), memberOperations.getMemberById, {
      params: { id: studentId },
    });
    expect([res.status, res.body.message]).toEqual([401, AUTH_MESSAGES.authenticationRequired.ko]);
  });
});
