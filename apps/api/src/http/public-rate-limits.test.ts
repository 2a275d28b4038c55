import { describe, expect, it } from 'vitest';
import {
  guest,
  VALID_INQUIRY,
  VALID_LESSON_APPLICATION,
  VALID_ONEDAY_APPLICATION,
} from '../../test/guest-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';

const HOURLY_LIMIT = 10;

const FORMS = [
  { path: '/api/lessons/apply', valid: VALID_LESSON_APPLICATION, invalid: { birthDate: '2000' } },
  { path: '/api/oneday/apply', valid: VALID_ONEDAY_APPLICATION, invalid: { phoneNumber: 'abc' } },
  { path: '/api/contact/submit', valid: VALID_INQUIRY, invalid: { password: '12' } },
] as const;

describe('guest form limits count accepted submissions only', () => {
  const academy = useDemoAcademy({});

  it.each(FORMS)(
    'when one address has $path refused 15 times, then it may still send 10 accepted ones, and the 11th is 429',
    async ({ path, valid, invalid }) => {
      const sender = guest(academy.testApp.app, 'en');
      for (let attempt = 0; attempt < 15; attempt += 1) {
        expect((await sender.post(path).send({ ...valid, ...invalid })).status).toBe(400);
      }
      for (let accepted = 0; accepted < HOURLY_LIMIT; accepted += 1) {
        const res = await sender.post(path).send(valid);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      }
      expect((await sender.post(path).send(valid)).status).toBe(429);
    },
  );

  it.each(FORMS)(
    'when a bot fills the honeypot of $path, then each try counts like an accepted one',
    async ({ path, valid }) => {
      const bot = guest(academy.testApp.app);
      for (let attempt = 0; attempt < HOURLY_LIMIT; attempt += 1) {
        expect(
          (await bot.post(path).send({ ...valid, website: 'https://spam.example' })).status,
        ).toBe(201);
      }
      expect((await bot.post(path).send(valid)).status).toBe(429);
    },
  );
});
