import { AUTH_MESSAGES, authOperations } from '@academy/contracts';
import express, { type Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoAcademy } from '../../../test/demo-academy.js';
import {
  codeMailedTo,
  newResetAccount,
  otherCode,
  resetBrowser,
  type ResetBrowser,
} from '../../../test/reset-helpers.js';
import { createTestAppWithMail } from '../../../test/test-app.js';
import { testDatabaseServerUrl } from '../../../test/test-database.js';
import { createApp } from '../../app.js';
import { createLogger } from '../../logger/logger.js';
import { RESET_GUESS_BUDGET } from './reset-limits.js';
import { callOperation } from '../../../test/call-operation.js';

const AT_ONCE = 20;
const SPENT = AUTH_MESSAGES.resetGuessesSpent.en;

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)(
  'password reset: limits and one-time uses hold however many calls arrive at once',
  () => {
    let api: Express;
    const academy = useDemoAcademy({}, createTestAppWithMail);
    beforeAll(() => {
      api = twoApiProcesses();
    });

    /**
     * Two API processes on the same database, taking requests in turn, as behind the proxy of a
     * scaled-out deployment: every count and every one-time use is shared through the database.
     */
    function twoApiProcesses(): Express {
      const { config, database, outbox } = academy.testApp;
      const processes = [0, 1].map(() =>
        createApp({ config, database, logger: createLogger(config), mailOutbox: outbox }),
      );
      let next = 0;
      const front = express();
      front.use((req, res, done) => {
        next += 1;
        processes[next % processes.length]?.(req, res, done);
      });
      return front;
    }

    const browser = () => resetBrowser(api);
    const codeFor = (from: ResetBrowser, email: string) =>
      codeMailedTo(academy.testApp, from, email);
    /** Answers that compared a code carry the tries left; refusals before comparing do not. */
    const compared = (responses: { body: { data?: { remainingTries?: number } | null } }[]) =>
      responses.filter((res) => res.body.data?.remainingTries !== undefined).length;

    it('when 20 wrong codes arrive at once from one browser, then 5 are compared and the rest refused', async () => {
      const target = await newResetAccount(academy.testApp, 'member');
      const stranger = browser();
      const { code } = await codeFor(stranger, target.email);
      const guesses = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, index) =>
          stranger.verify(target.email, otherCode(code, index + 1)),
        ),
      );
      expect(guesses.every((res) => res.status === 400)).toBe(true);
      expect(compared(guesses)).toBe(5);
    });

    it('when 20 wrong codes arrive at once from 20 strange browsers, then no more than the account’s budget is compared', async () => {
      const target = await newResetAccount(academy.testApp, 'staff');
      const strangers = Array.from({ length: AT_ONCE }, () => browser());
      const codes: string[] = [];
      for (const stranger of strangers) codes.push((await codeFor(stranger, target.email)).code);
      const guesses = await Promise.all(
        strangers.map((stranger, index) =>
          stranger.verify(target.email, otherCode(codes[index] ?? '000000')),
        ),
      );
      expect(compared(guesses)).toBe(RESET_GUESS_BUDGET.perWindow);
      const refused = guesses.filter((res) => res.body.data?.remainingTries === undefined);
      expect(refused.map((res) => [res.status, res.body.message])).toEqual(
        Array.from({ length: AT_ONCE - RESET_GUESS_BUDGET.perWindow }, () => [429, SPENT]),
      );
    });

    it('when the right code arrives 20 times at once, then it is used once and one reset token works once', async () => {
      const target = await newResetAccount(academy.testApp, 'staff');
      const owner = browser();
      await owner.signInAndOut(target);
      const { code } = await codeFor(owner, target.email);
      const tries = await Promise.all(
        Array.from({ length: AT_ONCE }, () => owner.verify(target.email, code)),
      );
      expect(tries.filter((res) => res.status === 200)).toHaveLength(1);
      expect(tries.filter((res) => res.status === 400)).toHaveLength(AT_ONCE - 1);

      // The cookie the right try set, sent 20 times at once (from 20 addresses: one address may
      // make 20 code checks per 10 minutes, and this one has made them).
      const verified = tries.find((res) => res.status === 200);
      const cookie = `academy_reset=${verified?.body.data.resetToken as string}`;
      const resets = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, index) =>
          callOperation(request(api), authOperations.resetPassword)
            .set('X-Forwarded-For', `192.0.2.${index + 1}`)
            .set('Cookie', cookie)
            .send({ email: target.email, newPassword: `race-pass-${index}` }),
        ),
      );
      expect(resets.filter((res) => res.status === 200)).toHaveLength(1);
    });

    it('when the e-mail’s link is confirmed 20 times at once, then one confirmation gets a reset token', async () => {
      const target = await newResetAccount(academy.testApp, 'member');
      const { linkToken } = await codeFor(browser(), target.email);
      const confirmations = await Promise.all(
        Array.from({ length: AT_ONCE }, () => browser().confirmLink(linkToken)),
      );
      expect(confirmations.filter((res) => res.status === 200)).toHaveLength(1);
      expect(confirmations.filter((res) => res.status === 400)).toHaveLength(AT_ONCE - 1);
    });
  },
);
