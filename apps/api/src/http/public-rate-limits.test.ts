import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@academy/contracts';
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
const [LESSONS, ONEDAY, INQUIRY] = FORMS;

/** The 11th submission in an hour from one address, and what it is refused with in its language. */
const LIMIT_REFUSALS = [
  [LESSONS, 'en', 'Too many applications. Please try again in an hour.'],
  [ONEDAY, 'ko', '신청이 너무 많습니다. 1시간 후 다시 시도해주세요.'],
  [INQUIRY, 'en', 'Too many inquiries. Please try again in an hour.'],
] as const;

/** What a bot that filled the honeypot is shown: the success message and a receipt without id or reference. */
const HONEYPOT_ANSWERS = [
  [LESSONS, 'ko', '정규수업 신청이 완료되었습니다', { requestId: null, reference: null }],
  [ONEDAY, 'ko', '원데이클래스 신청이 완료되었습니다', { requestId: null, reference: null }],
  [INQUIRY, 'en', 'Your inquiry has been sent successfully!', { contactId: null, reference: null }],
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

  it.each(LIMIT_REFUSALS)(
    'when one address sends $path more than 10 times in an hour, then 429 in its language',
    async ({ path, valid }, language, message) => {
      const sender = guest(academy.testApp.app, language);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= HOURLY_LIMIT; attempt += 1) {
        const res = await sender.post(path).send(valid);
        statuses.push(res.status);
        if (res.status === 429) expect(res.body.message).toBe(message);
      }
      expect(statuses).toEqual([...Array<number>(HOURLY_LIMIT).fill(201), 429]);
      expect((await guest(academy.testApp.app).post(path).send(valid)).status).toBe(201);
    },
  );

  it.each(HONEYPOT_ANSWERS)(
    'when the honeypot of $path is filled, then it looks like a success but nothing is stored or notified',
    async ({ path, valid }, language, message, data) => {
      const { prisma } = academy.testApp.database;
      const storedCounts = () =>
        Promise.all([
          prisma.lessonApplication.count(),
          prisma.onedayApplication.count(),
          prisma.inquiry.count(),
          prisma.staffNotification.count(),
        ]);
      const before = await storedCounts();
      const res = await guest(academy.testApp.app, language)
        .post(path)
        .send({ ...valid, website: 'https://spam.example' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, message, data });
      expect(await storedCounts()).toEqual(before);
    },
  );

  it.each([LESSONS, ONEDAY])(
    'when every text of $path is as long as allowed, then it is stored; one more character is too long',
    async ({ path, valid }) => {
      const longest = {
        ...valid,
        name: '가'.repeat(50),
        preferredTime: 'p'.repeat(1000),
        message: 'm'.repeat(2000),
      };
      expect((await guest(academy.testApp.app).post(path).send(longest)).status).toBe(201);
      const tooLong = await guest(academy.testApp.app)
        .post(path)
        .send({ ...longest, message: 'm'.repeat(2001) });
      expect([tooLong.status, tooLong.body.message]).toEqual([400, VALIDATION_MESSAGES.tooLong.ko]);
    },
  );
});
