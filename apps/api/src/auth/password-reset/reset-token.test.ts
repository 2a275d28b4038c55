import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO, setCookie } from '../../../test/auth-helpers.js';
import { useDemoAcademy } from '../../../test/demo-academy.js';
import {
  lastResetMail,
  newResetAccount,
  resetBrowser,
  type ResetBrowser,
} from '../../../test/reset-helpers.js';
import { createTestAppWithMail } from '../../../test/test-app.js';
import { callOperation } from '../../../test/call-operation.js';
import { authOperations } from '@academy/contracts';

const RESET_TOKEN_INVALID =
  'This verification has expired or was already used. Please request a new code.';
const VERIFY_FIRST = 'Please verify your email first.';

describe('password reset step 3', () => {
  const academy = useDemoAcademy({}, createTestAppWithMail);

  const browser = () => resetBrowser(academy.testApp.app);
  const login = (loginId: string, password: string) =>
    browser().post('login', { loginId, password });

  /** Steps 1 and 2 in `owner`: the answer of verifying the mailed code. */
  async function verifyIn(owner: ResetBrowser, email: string) {
    expect((await owner.sendCode(email)).status).toBe(200);
    await academy.testApp.outbox.settled();
    const verified = await owner.verify(email, lastResetMail(academy.testApp.smtp, email).code);
    expect(verified.status).toBe(200);
    expect(verified.body.data.resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return verified;
  }

  /** The owner's steps 1 and 2: the reset token that verifying the mailed code hands back. */
  const ownerVerifies = async (email: string) =>
    (await verifyIn(browser(), email)).body.data.resetToken as string;

  describe('only the one who verified the code sets the new password', () => {
    it('when someone else posts a new password without the token while the owner is between steps, then 400 and the owner still finishes', async () => {
      const resetToken = await ownerVerifies(DEMO.admin.email);

      const hijack = await browser().reset(DEMO.admin.email, 'attacker-pass-1');
      expect([hijack.status, hijack.body.message]).toEqual([400, VERIFY_FIRST]);
      expect((await login(DEMO.admin.loginId, 'attacker-pass-1')).status).toBe(401);

      const owner = await browser().reset(DEMO.admin.email, 'owner-pass-1', resetToken);
      expect(owner.status).toBe(200);
      expect((await login(DEMO.admin.loginId, 'owner-pass-1')).status).toBe(200);
    });

    it('when someone else guesses a token, then 400 and the password stays', async () => {
      const resetToken = await ownerVerifies(DEMO.student.email);
      const guessed = resetToken.startsWith('A')
        ? `B${resetToken.slice(1)}`
        : `A${resetToken.slice(1)}`;
      const res = await browser().reset(DEMO.student.email, 'attacker-pass-1', guessed);
      expect([res.status, res.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
      expect((await login(DEMO.student.loginId, DEMO.student.password)).status).toBe(200);
    });

    it('when a token is used a second time, even at once, then only one use sets a password', async () => {
      const resetToken = await ownerVerifies(DEMO.foreign.email);
      const uses = await Promise.all(
        ['first-pass-1', 'second-pass-1'].map((newPassword) =>
          browser().reset(DEMO.foreign.email, newPassword, resetToken),
        ),
      );
      expect(uses.map((res) => res.status).sort()).toEqual([200, 400]);
      const later = await browser().reset(DEMO.foreign.email, 'third-pass-1', resetToken);
      expect([later.status, later.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
      expect((await login(DEMO.foreign.loginId, 'third-pass-1')).status).toBe(401);
    });

    it('when the token is used more than 10 minutes after verifying, then 400', async () => {
      const resetToken = await ownerVerifies(DEMO.student.email);
      await academy.testApp.database.prisma.emailVerificationCode.updateMany({
        where: { email: DEMO.student.email, consumedAt: null },
        data: { verifiedAt: new Date(Date.now() - 11 * 60_000) },
      });
      const res = await browser().reset(DEMO.student.email, 'late-pass-1', resetToken);
      expect([res.status, res.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
    });

    it('when one account’s token is sent with another address, then 400', async () => {
      const resetToken = await ownerVerifies(DEMO.student.email);
      const res = await browser().reset(DEMO.admin.email, 'crossed-pass-1', resetToken);
      expect([res.status, res.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
    });

    it('when the right code is verified a second time, then no second token is handed out', async () => {
      const owner = browser();
      expect((await owner.sendCode(DEMO.admin.email)).status).toBe(200);
      await academy.testApp.outbox.settled();
      const { code } = lastResetMail(academy.testApp.smtp, DEMO.admin.email);
      expect((await owner.verify(DEMO.admin.email, code)).status).toBe(200);
      const again = await owner.verify(DEMO.admin.email, code);
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

  describe('as the specification writes it: { email, newPassword } from the browser that verified', () => {
    const account = (kind: 'member' | 'staff' = 'member') => newResetAccount(academy.testApp, kind);

    it('when the code is verified, then the reset token is also set as an HttpOnly, SameSite=Strict cookie only for the auth calls', async () => {
      const target = await account();
      const verified = await verifyIn(browser(), target.email);
      const cookie = setCookie(verified, 'academy_reset');
      expect(cookie).toContain(`academy_reset=${verified.body.data.resetToken as string};`);
      expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Max-Age=600;/);
    });

    it.each(['member', 'staff'] as const)(
      'when the verifying browser posts only email and newPassword for a %s, then the password is reset, the cookie cleared, and it works once',
      async (kind) => {
        const target = await account(kind);
        const owner = browser();
        await verifyIn(owner, target.email);
        const reset = await owner.post('reset-password', {
          email: target.email,
          newPassword: 'cookie-pass-1',
        });
        expect([reset.status, reset.body.message]).toEqual([
          200,
          'Your password has been reset. Please log in with the new password.',
        ]);
        expect(setCookie(reset, 'academy_reset')).toMatch(
          /^academy_reset=;.*Expires=Thu, 01 Jan 1970/,
        );
        expect((await login(target.loginId, 'cookie-pass-1')).status).toBe(200);

        const again = await owner.post('reset-password', {
          email: target.email,
          newPassword: 'cookie-pass-2',
        });
        expect([again.status, again.body.message]).toEqual([400, VERIFY_FIRST]);
      },
    );

    it('when the used cookie is sent again, then it is refused', async () => {
      const target = await account();
      const owner = browser();
      const verified = await verifyIn(owner, target.email);
      const cookie = `academy_reset=${verified.body.data.resetToken as string}`;
      expect((await owner.reset(target.email, 'cookie-pass-3')).status).toBe(200);
      const replay = await callOperation(request(academy.testApp.app), authOperations.resetPassword)
        .set('Cookie', cookie)
        .set('Accept-Language', 'en')
        .send({ email: target.email, newPassword: 'cookie-pass-4' });
      expect([replay.status, replay.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
      expect((await login(target.loginId, 'cookie-pass-3')).status).toBe(200);
    });

    it('when the body carries the token, then it is still accepted, from any browser', async () => {
      const target = await account();
      const resetToken = await ownerVerifies(target.email);
      expect((await browser().reset(target.email, 'body-pass-1', resetToken)).status).toBe(200);
      expect((await login(target.loginId, 'body-pass-1')).status).toBe(200);
    });

    it('when a request has neither the token nor the cookie, then it is refused and the password stays', async () => {
      const target = await account();
      await ownerVerifies(target.email);
      const res = await browser().reset(target.email, 'nothing-pass-1');
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'RESET_TOKEN_INVALID',
        VERIFY_FIRST,
      ]);
      expect((await login(target.loginId, target.password)).status).toBe(200);
    });

    it('when the cookie was set by verifying another account’s address, then it is refused for this one', async () => {
      const [verifiedFor, other] = [await account(), await account('staff')];
      const owner = browser();
      await verifyIn(owner, verifiedFor.email);
      const crossed = await owner.reset(other.email, 'crossed-pass-1');
      expect([crossed.status, crossed.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
      expect((await login(other.loginId, other.password)).status).toBe(200);
    });

    it('when the cookie’s verification is more than 10 minutes old, then it is refused', async () => {
      const target = await account();
      const owner = browser();
      await verifyIn(owner, target.email);
      await academy.testApp.database.prisma.emailVerificationCode.updateMany({
        where: { email: target.email, verifiedAt: { not: null }, consumedAt: null },
        data: { verifiedAt: new Date(Date.now() - 11 * 60_000) },
      });
      const late = await owner.reset(target.email, 'late-pass-1');
      expect([late.status, late.body.message]).toEqual([400, RESET_TOKEN_INVALID]);
      expect((await login(target.loginId, target.password)).status).toBe(200);
    });

    it('when the cookie holds a forged or malformed value, then it counts as no cookie', async () => {
      const target = await account();
      for (const value of ['A'.repeat(43), 'not-a-token', `${'A'.repeat(42)}=`]) {
        const res = await callOperation(request(academy.testApp.app), authOperations.resetPassword)
          .set('Cookie', `academy_reset=${value}`)
          .set('Accept-Language', 'en')
          .send({ email: target.email, newPassword: 'forged-pass-1' });
        expect(res.status, value).toBe(400);
        expect([RESET_TOKEN_INVALID, VERIFY_FIRST]).toContain(res.body.message);
      }
      expect((await login(target.loginId, target.password)).status).toBe(200);
    });
  });
});
