import express, { type Express } from 'express';
import type request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createLogger } from '../../logger/logger.js';
import { DEMO, signedInAgent } from '../../../test/auth-helpers.js';
import { useDemoAcademy } from '../../../test/demo-academy.js';
import { createTestAppWithMail } from '../../../test/test-app.js';
import { testDatabaseServerUrl } from '../../../test/test-database.js';
import type { TestSmtp } from '../../../test/test-smtp.js';
import { callOperation } from '../../../test/call-operation.js';
import { memberOperations } from '@academy/contracts';

const GUESSES = 20;
const LOCKED = 'The code was entered wrongly 5 times. Please request a new one.';

// Parallel guesses only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)(
  'five tries per code, however many guesses arrive at once',
  () => {
    let smtp: TestSmtp;
    const academy = useDemoAcademy({}, createTestAppWithMail);
    beforeAll(async () => {
      ({ smtp } = academy.testApp);
    });

    /**
     * Another API process on the same database, reached by a client at `address` through a
     * trusted proxy: rate limits are shared by every process and count per address, so the
     * guesser and the owner each come from their own, as real clients would. They send through
     * the test app's outbox, so the test can wait for the mail they queue. (The reset codes'
     * races are in password-reset/reset-race.test.ts.)
     */
    const apiProcess = (address: string): Express => {
      const { config, database, outbox } = academy.testApp;
      const api = createApp({
        config: { ...config, trustProxy: ['loopback'] },
        database,
        logger: createLogger(config),
        mailOutbox: outbox,
      });
      const proxy = express();
      proxy.use((req, _res, next) => {
        req.headers['x-forwarded-for'] = address;
        next();
      });
      proxy.use(api);
      return proxy;
    };
    const wrongCodes = (code: string) =>
      Array.from({ length: GUESSES }, (_, index) =>
        String((Number(code) + 1 + index) % 1e6).padStart(6, '0'),
      );
    /** Answers that compared a code carry the tries left; refusals before comparing do not. */
    const compared = (responses: request.Response[]) =>
      responses.filter((res) => res.body.data?.remainingTries !== undefined).length;

    it('when 20 wrong e-mail change codes arrive at once, then at most 5 are compared and the right code is then refused', async () => {
      const thief = await signedInAgent(apiProcess('203.0.113.3'), DEMO.foreign);
      const email = 'race@example.com';
      await callOperation(thief, memberOperations.requestEmailChange).send({ email }).expect(200);
      await academy.testApp.outbox.settled();
      const code = smtp.lastCodeFor(email);
      const guesses = await Promise.all(
        wrongCodes(code).map((guess) =>
          callOperation(thief, memberOperations.changeEmail).send({ email, code: guess }),
        ),
      );
      expect(guesses.every((res) => res.status === 400)).toBe(true);
      expect(compared(guesses)).toBe(5);
      const owner = await signedInAgent(apiProcess('203.0.113.4'), DEMO.foreign);
      const right = await callOperation(owner, memberOperations.changeEmail)
        .set('Accept-Language', 'en')
        .send({ email, code });
      expect([right.status, right.body.message]).toEqual([400, LOCKED]);
    });
  },
);
