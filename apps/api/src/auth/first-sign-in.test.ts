import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  toAcademyIsoDate,
  VALIDATION_MESSAGES,
  ZCreateStaffResponse,
  authOperations,
  staffOperations,
  memberOperations,
  notificationsOperations,
  tuitionOperations,
  remindersOperations,
  scheduleOperations,
  jobsOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { type Agent, staffIdOf, useDemoAcademy } from '../../test/demo-academy.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { createAdmin } from '../accounts/create-admin.js';
import { numberedPhone } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';
import { approveLessonApplication } from '../../test/factories/lesson-applications.js';

type Credentials = { loginId: string; password: string };

/**
 * docs/product/roles.md: an account signed in with the password it was issued (lesson approval,
 * staff creation, a generated admin password) may read its session, change its password and sign
 * out; everything else answers 403 PASSWORD_CHANGE_REQUIRED until it has set its own.
 */
describe('the first sign-in with an issued password', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin }, createTestAppWithMail);
  let teacherId: number;
  let serial = 0;

  beforeAll(async () => {
    teacherId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
  });

  const login = (credentials: Credentials) =>
    callOperation(request(academy.testApp.app), authOperations.login).send(credentials);

  const changePassword = (agent: Agent, currentPassword: string, newPassword: string) =>
    callOperation(agent, authOperations.changePassword).send({ currentPassword, newPassword });

  /** An application approved by the demo admin: the new member's login id and temporary password. */
  async function approvedMember(): Promise<Credentials & { email: string }> {
    serial += 1;
    const email = `first.${serial}@example.com`;
    const application = await academy.testApp.database.prisma.lessonApplication.create({
      data: {
        name: '한첫날',
        birthDate: new Date('2000-03-03T00:00:00.000Z'),
        gender: 'female',
        phoneNumber: numberedPhone('0106060', serial),
        email,
        preferredTime: '목요일: 10:00',
        lessonType: 'general',
      },
    });
    const res = await approveLessonApplication(academy.admin, application.id, {
      teacherId,
      lessonDayOfWeek: 'Thursday',
      lessonStartTime: `${String(8 + serial).padStart(2, '0')}:00`,
      lessonEndTime: `${String(9 + serial).padStart(2, '0')}:00`,
      monthlyFee: 170_000,
      isForeigner: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { loginId: res.body.data.loginId, password: res.body.data.temporaryPassword, email };
  }

  /** A staff account created by the demo admin: its login id and temporary password. */
  async function createdStaff(role: 'teacher' | 'admin' = 'teacher'): Promise<Credentials> {
    serial += 1;
    const res = await callOperation(academy.admin, staffOperations.createStaffAccount).send({
      loginId: `first.staff.${serial}`,
      name: '한강사',
      role,
      email: `first.staff.${serial}@example.com`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = ZCreateStaffResponse.parse(res.body.data);
    return { loginId: created.teacher.loginId, password: created.temporaryPassword };
  }

  /** The answer proves the refusal: 403, the code, and the message in the asked language. */
  function expectRefused(res: request.Response, language: 'ko' | 'en' = 'ko') {
    expect([res.status, res.body.code, res.body.message], JSON.stringify(res.body)).toEqual([
      403,
      'PASSWORD_CHANGE_REQUIRED',
      AUTH_MESSAGES.passwordChangeRequired[language],
    ]);
  }

  it('when an approved member signs in with the temporary password, then only the session, the password change and signing out are open until they set their own', async () => {
    const issued = await approvedMember();
    const signIn = await login(issued);
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toMatchObject({ userType: 'user', mustChangePassword: true });
    const member = request.agent(academy.testApp.app);
    await callOperation(member, authOperations.login).send(issued);

    const session = await callOperation(member, authOperations.verifySession);
    expect([session.status, session.body.data.mustChangePassword]).toEqual([200, true]);
    expectRefused(await callOperation(member, memberOperations.getOwnProfile));
    expectRefused(
      await callOperation(member, notificationsOperations.listOwnNotifications).set(
        'Accept-Language',
        'en',
      ),
      'en',
    );
    expectRefused(await callOperation(member, tuitionOperations.getMyTuition));
    expectRefused(
      await callOperation(member, remindersOperations.updateReminderSettings).send({
        emailReminders: false,
      }),
    );
    // The refresh cookie still renews the session, which stays refused.
    expect((await callOperation(member, authOperations.refreshSession)).status).toBe(200);
    expectRefused(await callOperation(member, scheduleOperations.listOwnOverrides));

    const same = await changePassword(member, issued.password, issued.password);
    expect([same.status, same.body.message]).toEqual([
      400,
      VALIDATION_MESSAGES.newPasswordSameAsCurrent.ko,
    ]);
    const wrong = await changePassword(member, 'not-the-password', 'my-own-drums-1');
    expect(wrong.status).toBe(400);
    expectRefused(await callOperation(member, memberOperations.getOwnProfile));

    expect((await changePassword(member, issued.password, 'my-own-drums-1')).status).toBe(200);
    expect(
      (await callOperation(member, authOperations.verifySession)).body.data.mustChangePassword,
    ).toBe(false);
    expect((await callOperation(member, memberOperations.getOwnProfile)).status).toBe(200);
    expect((await callOperation(member, notificationsOperations.listOwnNotifications)).status).toBe(
      200,
    );

    expect((await login(issued)).status).toBe(401);
    const again = await login({ loginId: issued.loginId, password: 'my-own-drums-1' });
    expect([again.status, again.body.data.mustChangePassword]).toEqual([200, false]);
    const stored = await academy.testApp.database.prisma.member.findUniqueOrThrow({
      where: { loginId: issued.loginId },
    });
    expect(stored.mustChangePassword).toBe(false);
  });

  it('when a member with a temporary password signs out, then the session ends like any other', async () => {
    const member = await signedInAgent(academy.testApp.app, await approvedMember());
    expect((await callOperation(member, authOperations.logout)).status).toBe(200);
    expect((await callOperation(member, authOperations.verifySession)).status).toBe(401);
  });

  it('when a staff account the admin created signs in, then it is refused staff and admin work until it sets its own password, and public reads treat it as a guest', async () => {
    const issued = await createdStaff('admin');
    const signIn = await login(issued);
    expect(signIn.body.data).toMatchObject({ userType: 'teacher', mustChangePassword: true });
    const staff = await signedInAgent(academy.testApp.app, issued);

    expectRefused(await callOperation(staff, staffOperations.getPendingCounts));
    expectRefused(await callOperation(staff, memberOperations.listMembers));
    expectRefused(await callOperation(staff, staffOperations.listStaffAccounts));
    expectRefused(
      await callOperation(staff, staffOperations.createStaffAccount).send({
        loginId: 'never.made',
        name: '생성안됨',
        email: 'never.made@example.com',
      }),
    );
    expect(
      await academy.testApp.database.prisma.staff.count({ where: { loginId: 'never.made' } }),
    ).toBe(0);
    // A week of the demo teacher's lessons: staff see the students' names, guests do not.
    const busyQuery = {
      teacherId,
      startDate: toAcademyIsoDate(new Date()),
      endDate: toAcademyIsoDate(new Date(Date.now() + 7 * 86_400_000)),
    };
    const busyTimes = (agent: Agent) =>
      callOperation(agent, scheduleOperations.listAllTeacherBusyTimes).query(busyQuery);
    const asGuest = await busyTimes(request.agent(academy.testApp.app));
    expect((await busyTimes(academy.admin)).body).not.toEqual(asGuest.body);
    const asNewStaff = await busyTimes(staff);
    expect(asNewStaff.status).toBe(200);
    expect(asNewStaff.body).toEqual(asGuest.body);

    expect((await changePassword(staff, issued.password, 'staff-own-pass-1')).status).toBe(200);
    expect(
      (await callOperation(staff, authOperations.verifySession)).body.data.mustChangePassword,
    ).toBe(false);
    expect((await callOperation(staff, staffOperations.getPendingCounts)).status).toBe(200);
    expect((await callOperation(staff, staffOperations.listStaffAccounts)).status).toBe(200);
  });

  it('when pnpm admin:create generated the password, then the admin must set a new one; a chosen one is kept', async () => {
    const { prisma } = academy.testApp.database;
    await createAdmin(
      prisma,
      {
        loginId: 'generated.owner',
        name: '대표',
        email: 'generated.owner@example.com',
        password: 'Generated2026xyz',
      },
      { mustChangePassword: true },
    );
    const generated = await signedInAgent(academy.testApp.app, {
      loginId: 'generated.owner',
      password: 'Generated2026xyz',
    });
    expect(
      (await callOperation(generated, authOperations.verifySession)).body.data.mustChangePassword,
    ).toBe(true);
    expectRefused(await callOperation(generated, jobsOperations.listJobs));
    expect((await changePassword(generated, 'Generated2026xyz', 'owner-own-2026')).status).toBe(
      200,
    );
    expect((await callOperation(generated, jobsOperations.listJobs)).status).toBe(200);

    await createAdmin(prisma, {
      loginId: 'chosen.owner',
      name: '대표',
      email: 'chosen.owner@example.com',
      password: 'Chosen2026xyz',
    });
    const chosen = await login({ loginId: 'chosen.owner', password: 'Chosen2026xyz' });
    expect(chosen.body.data.mustChangePassword).toBe(false);
  });

  it('when a member with a temporary password resets it by e-mailed code, then the new password is their own', async () => {
    const issued = await approvedMember();
    // One browser for the three steps: a reset code belongs to the browser that asked for it.
    const browser = request.agent(academy.testApp.app);
    const post = (path: string, body: object) => browser.post(`/api/auth/${path}`).send(body);

    expect((await post('send-verification-code', { email: issued.email })).status).toBe(200);
    await academy.testApp.outbox.settled();
    const code = academy.testApp.smtp.lastCodeFor(issued.email);
    const verified = await post('verify-email-code', { email: issued.email, code });
    expect(verified.status).toBe(200);
    const reset = await post('reset-password', {
      email: issued.email,
      newPassword: 'reset-own-pass-1',
      resetToken: verified.body.data.resetToken,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    const member = await signedInAgent(academy.testApp.app, {
      loginId: issued.loginId,
      password: 'reset-own-pass-1',
    });
    expect(
      (await callOperation(member, authOperations.verifySession)).body.data.mustChangePassword,
    ).toBe(false);
    expect((await callOperation(member, memberOperations.getOwnProfile)).status).toBe(200);
  });

  it.each([
    ['the demo admin', DEMO.admin],
    ['the demo student', DEMO.student],
    ['the demo foreign member', DEMO.foreign],
  ])('when %s signs in, then nothing asks for a new password', async (_who, credentials) => {
    const res = await login(credentials);
    expect([res.status, res.body.data.mustChangePassword]).toEqual([200, false]);
  });
});
