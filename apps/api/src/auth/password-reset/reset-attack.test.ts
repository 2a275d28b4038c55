import { AUTH_MESSAGES, VALIDATION_MESSAGES, authOperations } from '@academy/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useDemoAcademy } from '../../../test/demo-academy.js';
import {
  codeMailedTo,
  newResetAccount,
  otherCode,
  resetBrowser,
  type ResetBrowser,
} from '../../../test/reset-helpers.js';
import { createTestAppWithMail } from '../../../test/test-app.js';
import { createRateLimitCounters } from '../../rate-limits/rate-limit-counters-repository.js';
import { RESET_GUESS_BUDGET, RESET_SEND_LIMITS } from './reset-limits.js';
import { callOperation } from '../../../test/call-operation.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SPENT = AUTH_MESSAGES.resetGuessesSpent.en;
const EXPIRED = AUTH_MESSAGES.verificationCodeExpired.en;
const LINK_INVALID = VALIDATION_MESSAGES.resetLinkInvalid.en;

describe('password reset under attack: strangers can neither keep the owner out nor guess the code', () => {
  const academy = useDemoAcademy({}, createTestAppWithMail);

  const browser = () => resetBrowser(academy.testApp.app);
  const account = (kind: 'member' | 'staff') => newResetAccount(academy.testApp, kind);
  const login = (loginId: string, password: string) =>
    browser().post('login', { loginId, password });

  /** From the browser where the reset was confirmed, `newPassword` is set and then signs in. */
  async function expectResetWorks(
    from: ResetBrowser,
    target: { email: string; loginId: string },
    newPassword: string,
  ) {
    const reset = await from.post('reset-password', { email: target.email, newPassword });
    expect(reset.status).toBe(200);
    expect((await login(target.loginId, newPassword)).status).toBe(200);
  }

  const codeFor = (from: ResetBrowser, email: string) => codeMailedTo(academy.testApp, from, email);

  /**
   * One round of the attack from `stranger`: ask for a code, then type five wrong ones (the test
   * reads the code from the mail only to be sure the stranger's guesses are wrong).
   */
  async function strangerRound(stranger: ResetBrowser, email: string): Promise<number[]> {
    const { code } = await codeFor(stranger, email);
    const statuses: number[] = [];
    for (let guess = 1; guess <= 5; guess += 1) {
      statuses.push((await stranger.verify(email, otherCode(code, guess))).status);
    }
    return statuses;
  }

  it.each(['member', 'staff'] as const)(
    'when a stranger runs three rounds of (ask for a code, type 5 wrong ones) on a %s, then the owner’s signed-in browser still uses the code it had, gets a new one and resets the password',
    async (kind) => {
      const target = await account(kind);
      const owner = browser();
      await owner.signInAndOut(target);
      const { code: ownersCode } = await codeFor(owner, target.email);

      const stranger = browser();
      const rounds = [];
      for (const from of [stranger, stranger, browser()]) {
        rounds.push(await strangerRound(from, target.email));
      }
      // The account's budget for browsers that never signed in to it is spent after 6 tries.
      expect(rounds).toEqual([
        [400, 400, 400, 400, 400],
        [400, 429, 429, 429, 429],
        [429, 429, 429, 429, 429],
      ]);

      const verified = await owner.verify(target.email, ownersCode);
      expect(verified.status).toBe(200);
      const { code: newCode } = await codeFor(owner, target.email);
      expect((await owner.verify(target.email, newCode)).status).toBe(200);
      await expectResetWorks(owner, target, 'owner-pass-1');
    },
  );

  it('when strangers have spent the budget, then typing is refused with a clear message even to an owner who never signed in there, and the e-mail’s link completes the reset (staff account)', async () => {
    const target = await account('staff');
    const owner = browser();
    const { code: ownersCode, linkToken } = await codeFor(owner, target.email);
    await strangerRound(browser(), target.email);
    await strangerRound(browser(), target.email);

    const typed = await owner.verify(target.email, ownersCode);
    expect([typed.status, typed.body.code, typed.body.message]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      SPENT,
    ]);

    // The link opens in the mail app's own browser: the person confirms there and goes on there.
    const mailApp = browser();
    const confirmed = await mailApp.confirmLink(linkToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({
      email: target.email,
      resetToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    await expectResetWorks(mailApp, target, 'linked-pass-1');
  });

  it('when strangers compare codes, then at most the budget is compared per account (counted in the database for 30 days), a right code beyond it is refused unread, and the owner’s signed-in browser spends none of it', async () => {
    const target = await account('member');
    const owner = browser();
    await owner.signInAndOut(target);
    const { code: ownersCode } = await codeFor(owner, target.email);
    for (let guess = 1; guess <= 2; guess += 1) {
      const res = await owner.verify(target.email, otherCode(ownersCode, guess));
      expect([res.status, res.body.data]).toEqual([400, { remainingTries: 5 - guess }]);
    }

    const compared: number[] = [];
    for (let stranger = 0; stranger < 4; stranger += 1) {
      const from = browser();
      const { code } = await codeFor(from, target.email);
      for (let guess = 1; guess <= 2; guess += 1) {
        const res = await from.verify(target.email, otherCode(code, guess));
        if (res.body.data?.remainingTries !== undefined) compared.push(res.status);
        else expect([res.status, res.body.message]).toEqual([429, SPENT]);
      }
      if (stranger === 3) {
        // Even the right code: beyond the budget nothing is compared.
        const right = await from.verify(target.email, code);
        expect([right.status, right.body.message]).toEqual([429, SPENT]);
      }
    }
    expect(compared).toHaveLength(RESET_GUESS_BUDGET.perWindow);

    const counters = createRateLimitCounters(academy.testApp.database.prisma);
    const window = await counters.current(`reset-guesses:member:${target.ref.id}`, new Date());
    expect(window?.hits).toBeGreaterThanOrEqual(RESET_GUESS_BUDGET.perWindow);
    const daysLeft = ((window?.resetsAt.getTime() ?? 0) - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(RESET_GUESS_BUDGET.windowDays - 1);
    expect(daysLeft).toBeLessThanOrEqual(RESET_GUESS_BUDGET.windowDays);

    expect((await owner.verify(target.email, ownersCode)).status).toBe(200);
  });

  it('when a browser types the code another browser asked for, even the right one, then it is refused unread and the owner’s code keeps all its tries', async () => {
    const target = await account('member');
    const owner = browser();
    const { code } = await codeFor(owner, target.email);

    const other = await browser().verify(target.email, code);
    expect([other.status, other.body.message, other.body.data]).toEqual([400, EXPIRED, null]);
    const cookieless = await callOperation(
      request(academy.testApp.app),
      authOperations.verifyEmailCode,
    )
      .set('Accept-Language', 'en')
      .send({ email: target.email, code });
    expect([cookieless.status, cookieless.body.message]).toEqual([400, EXPIRED]);

    const wrong = await owner.verify(target.email, otherCode(code));
    expect(wrong.body.data).toEqual({ remainingTries: 4 });
    expect((await owner.verify(target.email, code)).status).toBe(200);
  });

  it('when strangers ask for codes, then they fill only their own browser’s limit and the account’s cap, and the owner still gets codes and keeps the one it had', async () => {
    const target = await account('member');
    const { perBrowser, perAccount } = RESET_SEND_LIMITS;
    const ownerElsewhere = browser();
    const { code: earlierCode } = await codeFor(ownerElsewhere, target.email);

    const stranger = browser();
    const own: number[] = [];
    for (let send = 0; send <= perBrowser.limit; send += 1) {
      own.push((await stranger.sendCode(target.email)).status);
    }
    expect(own).toEqual([...Array<number>(perBrowser.limit).fill(200), 429]);

    // Fresh browsers from fresh addresses until the account's cap for strange browsers is full.
    const sentSoFar = 1 + perBrowser.limit;
    for (let send = sentSoFar; send < perAccount.limit; send += 1) {
      expect((await browser().sendCode(target.email)).status).toBe(200);
    }
    const capped = await browser().sendCode(target.email);
    expect([capped.status, capped.body.message]).toEqual([
      429,
      AUTH_MESSAGES.tooManyCodeRequests.en,
    ]);

    const signedInBefore = browser();
    await signedInBefore.signInAndOut(target);
    const { code } = await codeFor(signedInBefore, target.email);
    expect((await signedInBefore.verify(target.email, code)).status).toBe(200);
    expect((await ownerElsewhere.verify(target.email, earlierCode)).status).toBe(200);
  });

  it('when the e-mail’s link is confirmed, then it works once, from any browser, even after wrong tries locked the code; a used, replaced, expired or malformed link is refused', async () => {
    const target = await account('member');
    const owner = browser();
    const { code, linkToken } = await codeFor(owner, target.email);
    for (let guess = 1; guess <= 5; guess += 1) {
      await owner.verify(target.email, otherCode(code, guess));
    }
    expect((await owner.verify(target.email, code)).status).toBe(400);

    expect((await browser().confirmLink(linkToken)).status).toBe(200);
    const again = await browser().confirmLink(linkToken);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      400,
      'RESET_TOKEN_INVALID',
      LINK_INVALID,
    ]);

    const { linkToken: replaced } = await codeFor(owner, target.email);
    const { code: newest, linkToken: newestLink } = await codeFor(owner, target.email);
    expect([(await browser().confirmLink(replaced)).status]).toEqual([400]);

    // A code typed right spends its link too.
    expect((await owner.verify(target.email, newest)).status).toBe(200);
    expect((await browser().confirmLink(newestLink)).status).toBe(400);

    const { linkToken: late } = await codeFor(browser(), target.email);
    await academy.testApp.database.prisma.emailVerificationCode.updateMany({
      where: { email: target.email, consumedAt: null, verifiedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await browser().confirmLink(late)).status).toBe(400);

    const malformed = await browser().confirmLink('not-a-token');
    expect([malformed.status, malformed.body.message]).toEqual([400, LINK_INVALID]);
    // Opening the link only loads the web page: the API has nothing that verifies on GET.
    const opened = await request(academy.testApp.app).get(
      `/api/auth/confirm-reset-link?token=${newestLink}`,
    );
    expect(opened.status).toBe(404);
  });
});
