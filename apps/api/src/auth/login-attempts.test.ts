import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, authOperations } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { failLogin, login, newLoginMember } from '../../test/login-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';

describe('POST /api/auth/login, what an attempt reveals and how it counts', () => {
  const academy = useDemoAcademy({});

  it('when a member, a staff account and an unknown id fail, then the answers carry the same header names and no rate-limit headers', async () => {
    const answers = [
      await failLogin(academy.testApp, DEMO.student.loginId),
      await failLogin(academy.testApp, DEMO.admin.loginId),
      await failLogin(academy.testApp, 'no-such-person'),
    ];
    const headerNames = answers.map((res) => Object.keys(res.headers).sort());
    expect(headerNames[1]).toEqual(headerNames[0]);
    expect(headerNames[2]).toEqual(headerNames[0]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(
        Object.keys(res.headers).filter((name) => /ratelimit|retry-after/i.test(name)),
      ).toEqual([]);
      expect(JSON.stringify(res.headers)).not.toMatch(/member|staff|account|typed/i);
    }
  });

  it('when reset codes are counted per browser, account and address, then the answers carry no rate-limit headers either', async () => {
    const res = await callOperation(
      request(academy.testApp.app),
      authOperations.sendVerificationCode,
    ).send({ email: DEMO.admin.email });
    expect(Object.keys(res.headers).filter((name) => /ratelimit/i.test(name))).toEqual([]);
  });

  it('when the login id is padded with spaces and hyphens, then it counts on the account it names; past 50 characters it is refused', async () => {
    const member = await newLoginMember(academy.testApp);
    const [head, middle, tail] = [
      member.phone.slice(0, 3),
      member.phone.slice(3, 7),
      member.phone.slice(7),
    ];
    const padded = `${head}${' '.repeat(101)}${middle}-${tail}`;
    const refused = await failLogin(academy.testApp, padded);
    expect(refused.status).toBe(400);
    expect(refused.body.data.issues[0]).toMatchObject({ path: 'loginId' });
    for (const spelling of [
      `${head}   ${middle}  ${tail}`,
      `${head}-${middle}-${tail}`,
      ` ${head} - ${middle} - ${tail} `,
      `${head}${' '.repeat(30)}${middle}${tail}`,
    ]) {
      expect((await failLogin(academy.testApp, spelling)).status).toBe(401);
    }
    expect((await failLogin(academy.testApp, member.loginId)).status).toBe(401);
    expect((await login(academy.testApp, member.loginId, member.password)).status).toBe(429);
  });

  it('when 10 correct logins arrive at once, then all succeed and 5 wrong ones are still needed to lock', async () => {
    const member = await newLoginMember(academy.testApp);
    const correct = await Promise.all(
      Array.from({ length: 10 }, () => login(academy.testApp, member.loginId, member.password)),
    );
    expect(correct.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 200));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await failLogin(academy.testApp, member.loginId)).status).toBe(401);
    }
    expect((await login(academy.testApp, member.loginId, member.password)).status).toBe(200);
    expect((await failLogin(academy.testApp, member.loginId)).status).toBe(401);
    expect((await login(academy.testApp, member.loginId, member.password)).status).toBe(429);
  });

  it('when 20 wrong passwords arrive at once, then only 5 are checked and the rest are refused', async () => {
    const member = await newLoginMember(academy.testApp);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => failLogin(academy.testApp, member.loginId)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('when the login id holds NUL or another control character, or is too long, then 400 with a message in the asked language', async () => {
    const cases: [string, string][] = [
      ['adm\u0000in', VALIDATION_MESSAGES.controlCharacters.en],
      ['adm\u001b[31min', VALIDATION_MESSAGES.controlCharacters.en],
      ['admin\u202e', VALIDATION_MESSAGES.controlCharacters.en],
      ['a'.repeat(51), 'Please enter an ID or phone number of at most 50 characters.'],
    ];
    for (const [loginId, message] of cases) {
      const res = await callOperation(request(academy.testApp.app), authOperations.login)
        .set('Accept-Language', 'en')
        .send({ loginId, password: 'whatever' });
      expect(res.status, JSON.stringify(loginId)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    const korean = await failLogin(academy.testApp, 'adm\u0000in');
    expect(korean.body.message).toBe(VALIDATION_MESSAGES.controlCharacters.ko);
  });
});
