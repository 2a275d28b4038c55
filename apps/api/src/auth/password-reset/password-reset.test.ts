import bcrypt from 'bcrypt';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signedInAgent } from '../../../test/auth-helpers.js';
import { useDemoAcademy } from '../../../test/demo-academy.js';
import { createTestAppWithMail } from '../../../test/test-app.js';
import type { TestSmtp } from '../../../test/test-smtp.js';
import { bcryptCost } from '../password.js';

describe('password reset by e-mailed code', () => {
  let smtp: TestSmtp;
  const academy = useDemoAcademy({}, createTestAppWithMail);
  beforeAll(async () => {
    ({ smtp } = academy.testApp);
  });

  const post = (path: string, body: object, language = 'ko') =>
    request(academy.testApp.app)
      .post(`/api/auth/${path}`)
      .set('Accept-Language', language)
      .send(body);

  it('when the e-mail is unknown, then 404 with the account message and no mail', async () => {
    const res = await post('send-verification-code', { email: 'nobody@example.com' });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/계정|이메일/);
    await academy.testApp.outbox.settled();
    expect(smtp.messages.filter((mail) => mail.to.includes('nobody@example.com'))).toHaveLength(0);
  });

  it('when the e-mail is malformed, then 400 with the format message', async () => {
    const res = await post('send-verification-code', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('올바른 이메일 형식을 입력해주세요.');
  });

  it('when the whole flow runs, then the new password works, the old one and old sessions do not, and the code is single use', async () => {
    const oldSession = await signedInAgent(academy.testApp.app, DEMO.student);
    expect(
      (await post('reset-password', { email: DEMO.student.email, newPassword: 'fresh-pass-1' }))
        .status,
    ).toBe(400);

    const sent = await post('send-verification-code', { email: 'Student@Example.com' });
    expect(sent.status).toBe(200);
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor(DEMO.student.email);
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post('verify-email-code', {
      email: DEMO.student.email,
      code: wrongCode,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({ remainingTries: 4 });

    const verified = await post('verify-email-code', { email: DEMO.student.email, code });
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body.data as { resetToken: string };
    const reset = await post('reset-password', {
      email: DEMO.student.email,
      newPassword: 'fresh-pass-1',
      resetToken,
    });
    expect(reset.status).toBe(200);

    expect(
      (await post('login', { loginId: DEMO.student.loginId, password: DEMO.student.password }))
        .status,
    ).toBe(401);
    expect(
      (await post('login', { loginId: DEMO.student.loginId, password: 'fresh-pass-1' })).status,
    ).toBe(200);
    expect((await oldSession.get('/api/auth/verify')).status).toBe(401);
    expect(
      (
        await post('reset-password', {
          email: DEMO.student.email,
          newPassword: 'another-pass',
          resetToken,
        })
      ).status,
    ).toBe(400);
  });

  it('when the new password is too short, then 400 with the minimum-length message', async () => {
    const res = await post('reset-password', { email: DEMO.admin.email, newPassword: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].path).toBe('newPassword');
  });

  it('when a code is entered wrongly 5 times, then even the right code is refused until a new one is sent', async () => {
    await post('send-verification-code', { email: DEMO.foreign.email });
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor(DEMO.foreign.email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await post('verify-email-code', { email: DEMO.foreign.email, code: wrongCode })).status,
      ).toBe(400);
    }
    const locked = await post('verify-email-code', { email: DEMO.foreign.email, code }, 'en');
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe(
      'The code was entered wrongly 5 times. Please request a new one.',
    );

    await post('send-verification-code', { email: DEMO.foreign.email });
    await academy.testApp.outbox.settled();
    const fresh = smtp.lastCodeFor(DEMO.foreign.email);
    expect(
      (await post('verify-email-code', { email: DEMO.foreign.email, code: fresh })).status,
    ).toBe(200);
  });

  it('when the foreign member asks for a code, then the mail is in English', async () => {
    await academy.testApp.outbox.settled();
    const mail = smtp.messages.filter((message) => message.to.includes(DEMO.foreign.email)).at(-1);
    expect(mail?.subject).toMatch(/Your verification code/);
    expect(mail?.text).toMatch(/valid for 10 minutes/);
  });

  it('when a code has expired, then it is refused with the expiry message', async () => {
    await post('send-verification-code', { email: DEMO.admin.email });
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor(DEMO.admin.email);
    await academy.testApp.database.prisma.emailVerificationCode.updateMany({
      where: { email: DEMO.admin.email, consumedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await post('verify-email-code', { email: DEMO.admin.email, code });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('만료');
  });

  it('when the code is not 6 digits, then 400 with the code format message', async () => {
    const res = await post('verify-email-code', { email: DEMO.admin.email, code: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].path).toBe('code');
  });

  it('when one address asks for codes too often, then 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (await post('send-verification-code', { email: 'nobody-else@example.com' })).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('when codes are stored, then only hashes are kept', async () => {
    const rows = await academy.testApp.database.prisma.emailVerificationCode.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$2[aby]\$\d{2}\$/);
      expect(bcrypt.getRounds(row.codeHash)).toBe(bcryptCost());
    }
  });
});
