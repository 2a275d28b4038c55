import bcrypt from 'bcrypt';
import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signedInAgent } from '../../../test/auth-helpers.js';
import { useDemoAcademy } from '../../../test/demo-academy.js';
import {
  lastResetMail,
  newResetAccount,
  otherCode,
  resetBrowser,
} from '../../../test/reset-helpers.js';
import { createTestAppWithMail } from '../../../test/test-app.js';
import type { TestSmtp } from '../../../test/test-smtp.js';
import { bcryptCost } from '../password.js';
import { callOperation } from '../../../test/call-operation.js';
import { authOperations } from '@academy/contracts';

/** A 400 whose first field issue is at `path`. */
function expectFirstIssueAt(res: Response, path: string) {
  expect(res.status).toBe(400);
  expect(res.body.data.issues[0].path).toBe(path);
}

describe('password reset by e-mailed code', () => {
  let smtp: TestSmtp;
  const academy = useDemoAcademy({}, createTestAppWithMail);
  beforeAll(async () => {
    ({ smtp } = academy.testApp);
  });

  const browser = () => resetBrowser(academy.testApp.app);
  const codeMailedTo = async (email: string) => {
    await academy.testApp.outbox.settled();
    return lastResetMail(smtp, email).code;
  };

  it('when the e-mail is unknown, then 404 with the account message and no mail', async () => {
    const res = await browser().post(
      'send-verification-code',
      { email: 'nobody@example.com' },
      'ko',
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/계정|이메일/);
    await academy.testApp.outbox.settled();
    expect(smtp.messages.filter((mail) => mail.to.includes('nobody@example.com'))).toHaveLength(0);
  });

  it.each(['member', 'staff'] as const)(
    'when an address differs from a %s’s only where it holds "_" (a LIKE wildcard), then it is no one’s: 404 and no mail; the owner’s address in other letter case finds the account',
    async (kind) => {
      const target = await newResetAccount(academy.testApp, kind);
      const [local = '', domain = ''] = target.email.split('@');
      const lookalikes = [`${local.slice(0, -1)}_@${domain}`, `_${local.slice(1)}@${domain}`];
      for (const email of lookalikes) {
        const res = await browser().post('send-verification-code', { email }, 'en');
        expect(res.status, email).toBe(404);
      }
      await academy.testApp.outbox.settled();
      expect(smtp.messages.filter((mail) => lookalikes.some((to) => mail.to.includes(to)))).toEqual(
        [],
      );

      const owner = await browser().post('send-verification-code', {
        email: target.email.toUpperCase(),
      });
      expect(owner.status).toBe(200);
    },
  );

  it('when the e-mail is malformed, then 400 with the format message', async () => {
    const res = await browser().post('send-verification-code', { email: 'not-an-email' }, 'ko');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('올바른 이메일 형식을 입력해주세요.');
  });

  it('when the whole flow runs, then the new password works, the old one and old sessions do not, and the code is single use', async () => {
    const oldSession = await signedInAgent(academy.testApp.app, DEMO.student);
    const owner = browser();
    expect((await owner.reset(DEMO.student.email, 'fresh-pass-1')).status).toBe(400);

    const sent = await owner.sendCode('Student@Example.com');
    expect(sent.status).toBe(200);
    const code = await codeMailedTo(DEMO.student.email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await owner.verify(DEMO.student.email, otherCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual({ remainingTries: 4 });

    const verified = await owner.verify(DEMO.student.email, code);
    expect(verified.status).toBe(200);
    const { resetToken } = verified.body.data as { resetToken: string };
    expect((await owner.reset(DEMO.student.email, 'fresh-pass-1', resetToken)).status).toBe(200);

    const login = (password: string) =>
      browser().post('login', { loginId: DEMO.student.loginId, password });
    expect((await login(DEMO.student.password)).status).toBe(401);
    expect((await login('fresh-pass-1')).status).toBe(200);
    expect((await callOperation(oldSession, authOperations.verifySession)).status).toBe(401);
    expect((await owner.reset(DEMO.student.email, 'another-pass', resetToken)).status).toBe(400);
    expect((await owner.verify(DEMO.student.email, code)).status).toBe(400);
  });

  it('when the new password is too short, then 400 with the minimum-length message', async () => {
    expectFirstIssueAt(await browser().reset(DEMO.admin.email, '12345'), 'newPassword');
  });

  it('when a browser enters its code wrongly 5 times, then even the right code is refused there until it asks for a new one', async () => {
    const owner = browser();
    await owner.sendCode(DEMO.foreign.email);
    const code = await codeMailedTo(DEMO.foreign.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await owner.verify(DEMO.foreign.email, otherCode(code, attempt));
      expect([res.status, res.body.data]).toEqual([400, { remainingTries: 5 - attempt }]);
    }
    const locked = await owner.verify(DEMO.foreign.email, code);
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe(
      'The code was entered wrongly 5 times. Please request a new one.',
    );

    await owner.sendCode(DEMO.foreign.email);
    const fresh = await codeMailedTo(DEMO.foreign.email);
    expect((await owner.verify(DEMO.foreign.email, fresh)).status).toBe(200);
  });

  it('when the foreign member asks for a code, then the mail is in English with the link', async () => {
    await academy.testApp.outbox.settled();
    const mail = smtp.messages.filter((message) => message.to.includes(DEMO.foreign.email)).at(-1);
    expect(mail?.subject).toMatch(/Your verification code/);
    expect(mail?.text).toMatch(/valid for 10 minutes/);
    expect(mail?.text).toMatch(/open this link and confirm it is you/);
  });

  it('when a Korean member asks for a code, then the mail carries the code first and the link to the reset page of the app', async () => {
    const owner = browser();
    await owner.sendCode(DEMO.admin.email);
    await academy.testApp.outbox.settled();
    const mail = smtp.messages.filter((message) => message.to.includes(DEMO.admin.email)).at(-1);
    const { code, linkToken } = lastResetMail(smtp, DEMO.admin.email);
    const text = mail?.text ?? '';
    expect(text).toContain(`비밀번호 재설정 인증번호는 ${code} 입니다.`);
    expect(text).toContain(`${academy.testApp.config.appOrigin}/forgot-password#link=${linkToken}`);
    expect(text.indexOf(code)).toBeLessThan(text.indexOf(linkToken));
  });

  it('when a code has expired, then it is refused with the expiry message', async () => {
    const owner = browser();
    await owner.sendCode(DEMO.admin.email);
    const code = await codeMailedTo(DEMO.admin.email);
    await academy.testApp.database.prisma.emailVerificationCode.updateMany({
      where: { email: DEMO.admin.email, consumedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await owner.post('verify-email-code', { email: DEMO.admin.email, code }, 'ko');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('만료');
  });

  it('when the code is not 6 digits, then 400 with the code format message', async () => {
    expectFirstIssueAt(await browser().verify(DEMO.admin.email, '12ab'), 'code');
  });

  it('when one browser asks for codes too often, then the 4th within 10 minutes is refused, and another browser still gets its code', async () => {
    const busy = browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await busy.sendCode(DEMO.student.email)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = browser();
    expect((await other.sendCode(DEMO.student.email)).status).toBe(200);
    expect(
      (await other.verify(DEMO.student.email, await codeMailedTo(DEMO.student.email))).status,
    ).toBe(200);
  });

  it('when codes are stored, then only hashes are kept, with the hashes of the browser and the link', async () => {
    const rows = await academy.testApp.database.prisma.emailVerificationCode.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^\$2[aby]\$\d{2}\$/);
      expect(bcrypt.getRounds(row.codeHash)).toBe(bcryptCost());
      expect(row.browserHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.linkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
