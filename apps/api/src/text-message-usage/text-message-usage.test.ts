import {
  addMonths,
  seoulInstant,
  seoulMonthOf,
  textMessageUsageOperations,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { createTestApp } from '../../test/test-app.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { receipt } from '../../test/text-message-rows.js';

const usageOf = (caller: TCaller, month?: string) =>
  callOperation(caller, textMessageUsageOperations.getTextMessageUsage, {
    query: month === undefined ? {} : { month },
  });

const MONTH = '2025-03';

describe('the month of text messages and e-mails', () => {
  const academy = useDemoAcademy({ admin: DEMO.admin, member: DEMO.student }, () =>
    createTestApp({
      seed: true,
      env: { SOLAPI_PRICE_ATA: '8.4', SOLAPI_PRICE_SMS: '20', SOLAPI_PRICE_LMS: '50' },
    }),
  );

  beforeAll(async () => {
    const { prisma } = academy.testApp.database;
    let n = 0;
    /** `count` text messages in `state`, queued at `at`. */
    const texts = async (count: number, at: Date, data: object) => {
      for (let i = 0; i < count; i += 1) {
        n += 1;
        await prisma.textMessage.create({
          data: { ...receipt(`usage:${n}`, '01033004400'), createdAt: at, ...data },
        });
      }
    };
    const inMonth = seoulInstant(`${MONTH}-01`, 0);
    const lastMinute = new Date(seoulInstant('2025-04-01', 0).getTime() - 60_000);
    await texts(3, inMonth, { status: 'delivered', deliveredAs: 'ATA' });
    await texts(2, lastMinute, { status: 'fell_back', deliveredAs: 'SMS' });
    await texts(1, inMonth, { status: 'fell_back', deliveredAs: 'LMS' });
    await texts(1, inMonth, { status: 'fell_back', deliveredAs: null });
    // Plain SMS/LMS (the person chose SMS, or the template is not approved): SMS/LMS, not 알림톡.
    await texts(1, inMonth, { status: 'delivered', deliveredAs: 'SMS', channel: 'sms' });
    await texts(1, inMonth, { status: 'delivered', deliveredAs: 'LMS', channel: 'sms' });
    await texts(2, inMonth, { status: 'failed' });
    await texts(1, inMonth, { status: 'queued' });
    await texts(1, inMonth, { status: 'sent', providerMessageId: 'M4VUSAGE1' });
    await texts(1, inMonth, { status: 'cancelled' });
    // Just outside the Seoul month on either side.
    await texts(1, new Date(inMonth.getTime() - 60_000), { status: 'delivered' });
    await texts(1, seoulInstant('2025-04-01', 0), { status: 'delivered' });
    const mail = (status: 'sent' | 'failed' | 'pending', key: string, at: Date) =>
      prisma.mailOutbox.create({
        data: {
          dedupeKey: key,
          recipient: 'a@example.com',
          subject: 's',
          text: 't',
          language: 'ko',
          status,
          createdAt: at,
        },
      });
    await mail('sent', 'usage:mail:1', inMonth);
    await mail('sent', 'usage:mail:2', lastMinute);
    await mail('failed', 'usage:mail:3', inMonth);
    await mail('sent', 'usage:mail:4', seoulInstant('2025-04-01', 0));
  });

  it('when an admin asks for a month, then its messages are counted by outcome, in Seoul time, with the estimated cost', async () => {
    const res = await usageOf(academy.admin, MONTH);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      month: MONTH,
      complete: false,
      textChannelOn: false,
      textMessages: {
        alimtalk: 3,
        smsFallback: 3,
        lmsFallback: 3,
        failed: 2,
        pending: 2,
        cancelled: 1,
      },
      emails: { sent: 2, failed: 1, pending: 0 },
      prices: { alimtalk: 8.4, sms: 20, lms: 50 },
      // 3 × 8.4 = 25.2 → 25; 3 × 20; 3 × 50.
      estimatedCost: { alimtalk: 25, sms: 60, lms: 150, total: 235 },
    });
  });

  it('when no month is given, then it is the current Seoul month, complete', async () => {
    const res = await usageOf(academy.admin);
    expect(res.body.data).toMatchObject({ month: seoulMonthOf(new Date()), complete: true });
  });

  it('when a guest, a member or a teacher asks, then they are refused', async () => {
    const { testApp } = academy;
    const teacher = await signedInOtherTeacher(testApp.app, testApp.database.prisma);
    const statuses = [];
    for (const caller of [request(testApp.app), academy.member, teacher.agent]) {
      const res = await usageOf(caller, MONTH);
      statuses.push([res.status, res.body.success, res.body.data]);
    }
    expect(statuses).toEqual([
      [401, false, null],
      [403, false, null],
      [403, false, null],
    ]);
  });

  it.each([
    ['not a month', '2025-13', 'tuitionMonthFormat'],
    ['not a date', 'March', 'tuitionMonthFormat'],
    ['too long', '2025-031', 'tuitionMonthFormat'],
    ['before 2020', '2019-12', 'textUsageMonthOutOfRange'],
    ['after next month', addMonths(seoulMonthOf(new Date()), 2), 'textUsageMonthOutOfRange'],
  ] as const)('when the month is %s, then 400 with a clear message', async (_label, month, key) => {
    const res = await usageOf(academy.admin, month).set('Accept-Language', 'en');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(res.body)).toContain(VALIDATION_MESSAGES[key].en);
  });

  it('when next month is asked, then it is answered, empty', async () => {
    const next = addMonths(seoulMonthOf(new Date()), 1);
    const res = await usageOf(academy.admin, next);
    expect(res.body.data).toMatchObject({
      month: next,
      textMessages: { alimtalk: 0, pending: 0 },
      estimatedCost: { total: 0 },
    });
  });
});
