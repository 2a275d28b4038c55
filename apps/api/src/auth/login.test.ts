import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO, setCookie } from '../../test/auth-helpers.js';
import { useTestApp } from '../../test/demo-academy.js';
import { type TestApp } from '../../test/test-app.js';
import { callOperation } from '../../test/call-operation.js';
import { authOperations } from '@academy/contracts';
import { expectFailure } from '../../test/envelopes.js';

/** A login with a wrong password under `loginId`. */
const failLogin = (testApp: TestApp, loginId: string) =>
  callOperation(request(testApp.app), authOperations.login).send({
    loginId,
    password: 'wrong-pass',
  });

describe('POST /api/auth/login', () => {
  const suite = useTestApp({ seed: true });

  it('when the admin logs in with the login id, then staff data, expiry and httpOnly strict cookies come back', async () => {
    const before = Date.now();
    const res = await callOperation(request(suite.testApp.app), authOperations.login).send(
      DEMO.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      userType: 'teacher',
      user: { teacherId: 1, role: 'admin', email: DEMO.admin.email },
    });
    const expiresIn = Date.parse(res.body.data.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(55 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(61 * 60_000);
    const access = setCookie(res, 'academy_access');
    const refresh = setCookie(res, 'academy_refresh');
    expect(access).toMatch(/HttpOnly/i);
    expect(access).toMatch(/SameSite=Strict/i);
    expect(refresh).toMatch(/Path=\/api\/auth/);
    expect(refresh).toMatch(/HttpOnly/i);
    expect(JSON.stringify(res.body)).not.toContain('passwordHash');
  });

  it('when a member logs in with the phone number, with or without hyphens, then the lesson slot comes back', async () => {
    for (const loginId of ['01012345678', '010-1234-5678']) {
      const res = await callOperation(request(suite.testApp.app), authOperations.login).send({
        loginId,
        password: DEMO.student.password,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        userType: 'user',
        user: {
          name: '김민준',
          lessonDayOfWeek: 'Tuesday',
          lessonStartTime: '19:00',
          lessonEndTime: '20:00',
          isForeigner: false,
        },
      });
    }
  });

  it('when the foreign member logs in, then the user is flagged foreign', async () => {
    const res = await callOperation(request(suite.testApp.app), authOperations.login).send(
      DEMO.foreign,
    );
    expect(res.body.data.user).toMatchObject({ isForeigner: true, lessonDayOfWeek: 'Thursday' });
  });

  it('when the password is wrong or the id unknown, then 401 with the same message, in the asked language', async () => {
    const wrong = await callOperation(request(suite.testApp.app), authOperations.login).send({
      loginId: DEMO.foreign.loginId,
      password: 'nope-nope',
    });
    const unknown = await callOperation(request(suite.testApp.app), authOperations.login).send({
      loginId: 'ghost',
      password: 'whatever',
    });
    expect(unknown.status).toBe(401);
    expectFailure(wrong, 401, 'INVALID_CREDENTIALS', unknown.body.message);
    expect(wrong.body.message).toContain('비밀번호가 올바르지 않습니다');
    const english = await callOperation(request(suite.testApp.app), authOperations.login)
      .set('Accept-Language', 'en')
      .send({ loginId: 'ghost', password: 'whatever' });
    expect(english.body.message).toBe('The ID (or phone number) or password is incorrect.');
    expect(setCookie(wrong, 'academy_access')).toBeUndefined();
  });

  it('when fields are missing, then 400 names the first required field', async () => {
    const res = await callOperation(request(suite.testApp.app), authOperations.login).send({
      loginId: ' ',
      password: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('아이디 또는 전화번호를 입력해주세요.');
    expect(res.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'loginId',
      'password',
    ]);
  });

  it('when the body has the wrong types, then 400 and no crash', async () => {
    const res = await callOperation(request(suite.testApp.app), authOperations.login).send({
      loginId: { $ne: '' },
      password: ['x'],
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('when the member is suspended, then login is refused with the account message', async () => {
    await suite.testApp.database.prisma.member.update({
      where: { loginId: DEMO.foreign.loginId },
      data: { status: 'suspended' },
    });
    try {
      const res = await callOperation(request(suite.testApp.app), authOperations.login).send(
        DEMO.foreign,
      );
      expect(res.status).toBe(401);
      expect(res.body.message).toContain('이용할 수 없는 계정');
    } finally {
      await suite.testApp.database.prisma.member.update({
        where: { loginId: DEMO.foreign.loginId },
        data: { status: 'active' },
      });
    }
  });

  it('when one account fails 5 times, then the 6th attempt is refused with 429 even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await failLogin(suite.testApp, DEMO.student.loginId)).status).toBe(401);
    }
    const blocked = await callOperation(request(suite.testApp.app), authOperations.login)
      .set('Accept-Language', 'en')
      .send({ loginId: DEMO.student.loginId, password: DEMO.student.password });
    expectFailure(
      blocked,
      429,
      'TOO_MANY_REQUESTS',
      'Too many login attempts. Please try again in 15 minutes.',
    );
    const otherAccount = await callOperation(request(suite.testApp.app), authOperations.login).send(
      DEMO.admin,
    );
    expect(otherAccount.status).toBe(200);
  });
});

// Failed-login counters of their own, untouched by the tests above.
describe('POST /api/auth/login, failures per account', () => {
  const suite = useTestApp({ seed: true });

  it('when failures alternate between the login id and the phone number, then they count against the one account', async () => {
    for (const loginId of ['foreign', '010-9876-5432', 'foreign', '01098765432', ' foreign ']) {
      expect((await failLogin(suite.testApp, loginId)).status).toBe(401);
    }
    const blocked = await callOperation(request(suite.testApp.app), authOperations.login).send({
      loginId: '010-9876-5432',
      password: DEMO.foreign.password,
    });
    expect(blocked.status).toBe(429);
  });

  it('when a name of no account fails, then it counts on its own and blocks nobody else', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await failLogin(suite.testApp, 'nobody-here')).status).toBe(401);
    }
    expect((await failLogin(suite.testApp, 'Nobody-Here')).status).toBe(429);
    const admin = await callOperation(request(suite.testApp.app), authOperations.login).send(
      DEMO.admin,
    );
    expect(admin.status).toBe(200);
  });
});
