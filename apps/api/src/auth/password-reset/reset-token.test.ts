import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../test/auth-helpers.js';
import { useDemoAcademy } from '../../../test/demo-academy.js';
import { createTestAppWithMail } from '../../../test/test-app.js';
import type { TestSmtp } from '../../../test/test-smtp.js';

const RESET_TOKEN_INVALID =
  'This verification has expired or was already used. Please request a new code.';

describe('password reset: only the one who verified the code sets the new password', () => {
  let smtp: TestSmtp;
  const academy = useDemoAcademy({}, createTestAppWithMail);
  beforeAll(async () => {
    ({ smtp } = academy.testApp);
  });

  const post = (path: string, body: object) =>
    request(academy.testApp.app).post(`/api/auth/${path}`).set('Accept-Language', 'en').send(body);
  const login = (loginId: string, password: string) => post('login', { loginId, password });
  const resetPassword = (email: string, newPassword: string, resetToken?: string) =>
    post('reset-password', { email, newPassword, resetToken });

  /** The owner's steps 1 and 2: the reset token that verifying the mailed code hands back. */
  async function ownerVerifies(email: string): Promise<string> {
    expect((await post('send-verification-code', { email })).status).toBe(200);
    await academy.testApp.outbox.settled();
    const verified = await post('verify-email-code', { email, code: smtp.lastCodeFor(email) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return verified.body.data.resetToken as string;
  }

  it('when someone else posts a new password without the token while the owner is between steps, then 400 and the owner still finishes', async () => {
    const resetToken = await ownerVerifies(DEMO.admin.email);

    const hijack = await resetPassword(DEMO.admin.email, 'attacker-pass-1');
    expect(hijack.status).toBe(400);
    expect(hijack.body.message).toBe('Please verify your email first.');
    expect((await login(DEMO.admin.loginId, 'attacker-pass-1')).status).toBe(401);

    const owner = await resetPassword(DEMO.admin.email, 'owner-pass-1', resetToken);
    expect(owner.status).toBe(200);
    expect((await login(DEMO.admin.loginId, 'owner-pass-1')).status).toBe(200);
  });

  it('when someone else guesses a token, then 400 and the password stays', async () => {
    const resetToken = await ownerVerifies(DEMO.student.email);
    const guessed = resetToken.startsWith('A')
      ? `B${resetToken.slice(1)}`
      : `A${resetToken.slice(1)}`;
    const res = await resetPassword(DEMO.student.email, 'attacker-pass-1', guessed);
    expect([res.status, res.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
    expect((await login(DEMO.student.loginId, DEMO.student.password)).status).toBe(200);
  });

  it('when a token is used a second time, even at once, then only one use sets a password', async () => {
    const resetToken = await ownerVerifies(DEMO.foreign.email);
    const uses = await Promise.all(
      ['first-pass-1', 'second-pass-1'].map((newPassword) =>
        resetPassword(DEMO.foreign.email, newPassword, resetToken),
      ),
    );
    expect(uses.map((res) => res.status).sort()).toEqual([200, 400]);
    const later = await resetPassword(DEMO.foreign.email, 'third-pass-1', resetToken);
    expect([later.status, later.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
    expect((await login(DEMO.foreign.loginId, 'third-pass-1')).status).toBe(401);
  });

  it('when the token is used more than 10 minutes after verifying, then 400', async () => {
    const resetToken = await ownerVerifies(DEMO.student.email);
    await academy.testApp.database.prisma.emailVerificationCode.updateMany({
      where: { email: DEMO.student.email, consumedAt: null },
      data: { verifiedAt: new Date(Date.now() - 11 * 60_000) },
    });
    const res = await resetPassword(DEMO.student.email, 'late-pass-1', resetToken);
    expect([res.status, res.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
  });

  it('when one account’s token is sent with another address, then 400', async () => {
    const resetToken = await ownerVerifies(DEMO.student.email);
    const res = await resetPassword(DEMO.admin.email, 'crossed-pass-1', resetToken);
    expect([res.status, res.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
  });

  it('when the right code is verified a second time, then no second token is handed out', async () => {
    expect((await post('send-verification-code', { email: DEMO.admin.email })).status).toBe(200);
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor(DEMO.admin.email);
    expect((await post('verify-email-code', { email: DEMO.admin.email, code })).status).toBe(200);
    const again = await post('verify-email-code', { email: DEMO.admin.email, code });
    expect(again.status).toBe(400);
    expect(again.body.data).toBeNull();
  });

  it('when tokens are stored, then only their SHA-256 is kept', async () => {
    const rows = await academy.testApp.database.prisma.emailVerificationCode.findMany({
      where: { resetTokenHash: { not: null } },
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.resetTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
