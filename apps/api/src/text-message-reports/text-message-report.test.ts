import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEXT_MESSAGE_REPORT_LIMITS, textMessageOperations } from '@academy/contracts';
import type { TSolapiDouble } from '@academy/provider-doubles';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callOperation } from '../../test/call-operation.js';
import { useTestApp } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { guest } from '../../test/guest-helpers.js';
import {
  solapiEnvOf,
  solapiSettingsOf,
  startAcademySolapiDouble,
} from '../../test/solapi-double.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  FALLBACK_PHONE,
  heldMailOf,
  holdMailBehind,
  PENDING_PHONE,
  postReport,
  receipt,
  rowOf,
  sentMessage,
  undeliverableMessage,
} from '../../test/text-message-rows.js';

const receiveReport = textMessageOperations.receiveSolapiReport;
/** The webhook's limit per address (docs/security.md). */
const REPORTS_PER_MINUTE = 300;

/** The double's report of `messageId`, once it got an answer from the app. */
async function reportAnswered(double: TSolapiDouble, messageId: string): Promise<number | null> {
  for (let wait = 0; wait < 100; wait += 1) {
    const attempt = double.reportAttempts().find((report) => report.messageId === messageId);
    if (attempt) return attempt.status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no report of ${messageId} came`);
}

describe('delivery reports with the text channel on', () => {
  let double: TSolapiDouble;
  let testApp: TestApp;
  let server: Server;
  /** Whether the double's own reports reach the app; off, the tests post the reports. */
  let forwarding = false;
  /**
   * The double reports right after answering the send, sooner than the outbox records the row as
   * sent; the reports wait for this, as Solapi's come once the carrier has answered.
   */
  let outboxRecorded: Promise<unknown> = Promise.resolve();

  /** Sends a message through the app's outbox and lets the double's report reach the app. */
  async function reportedMessage(phone: string) {
    forwarding = true;
    const sending = sentMessage(testApp, phone);
    outboxRecorded = sending;
    const row = await sending;
    expect(await reportAnswered(double, row.providerMessageId)).toBe(200);
    return row;
  }

  beforeAll(async () => {
    // Listening first: the double needs the address its reports go to before the app exists.
    server = createServer((req, res) => {
      if (forwarding) void outboxRecorded.then(() => testApp.app(req, res));
      else res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    double = await startAcademySolapiDouble({
      reportUrl: `http://127.0.0.1:${port}/api${receiveReport.path}`,
      reportRetries: { attempts: 1, firstDelayMs: 50 },
      kakaoFailingNumbers: [FALLBACK_PHONE],
      pendingNumbers: [PENDING_PHONE],
    });
    testApp = await createTestApp({ env: solapiEnvOf(double) });
  });
  afterAll(async () => {
    await testApp.close();
    await double.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    forwarding = false;
    double.failNextCalls(0);
  });

  it("when the provider reports a delivered 알림톡, then the row is delivered once the provider's status confirms it", async () => {
    const before = new Date();
    const row = await reportedMessage('01022003300');
    const after = await rowOf(testApp, row.id);
    expect(after).toMatchObject({ status: 'delivered', statusCode: '4000' });
    expect(after.deliveredAt?.getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it('when the provider reports a 알림톡 that went out as SMS/LMS, then the row fell back', async () => {
    const row = await reportedMessage(FALLBACK_PHONE);
    expect(await rowOf(testApp, row.id)).toMatchObject({
      status: 'fell_back',
      statusCode: '4000',
      deliveredAt: expect.any(Date),
    });
  });

  it('when a report claims delivery of a message the provider still has pending, then the row stays sent', async () => {
    const row = await sentMessage(testApp, PENDING_PHONE);
    const res = await postReport(testApp, [
      { messageId: row.providerMessageId, status: 'COMPLETE', statusCode: '4000' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { named: 1, known: 1, recorded: 0 } });
    expect(await rowOf(testApp, row.id)).toMatchObject({ status: 'sent', deliveredAt: null });
  });

  it("when a report claims delivery of a message the provider failed, then the provider's failure is recorded and the mail held behind it released", async () => {
    // Sent without the SMS fallback to a number without KakaoTalk: the provider fails it (3104).
    const row = await undeliverableMessage(
      testApp,
      solapiSettingsOf(double),
      'direct',
      FALLBACK_PHONE,
    );
    await holdMailBehind(testApp, row);
    const res = await postReport(testApp, [
      { messageId: row.providerMessageId, statusCode: '4000', replacement: false },
    ]);
    expect(res.body).toMatchObject({ success: true, data: { recorded: 1 } });
    expect(await rowOf(testApp, row.id)).toMatchObject({
      status: 'failed',
      statusCode: '3104',
      lastError: '카카오톡 미사용자',
      deliveredAt: null,
    });
    expect(await heldMailOf(testApp, row.id)).toMatchObject({
      status: 'pending',
      subject: 'held',
      attempts: 0,
    });
    // Due at once: the mail outbox sends it, once.
    expect(await testApp.outbox.sendPendingMail({ limit: 10, now: new Date() })).toMatchObject({
      sent: 1,
    });
    expect(await heldMailOf(testApp, row.id)).toMatchObject({ status: 'sent' });
  });

  it('when the provider reports a delivered 알림톡, then the mail held behind it is discarded, its content erased', async () => {
    const row = await sentMessage(testApp, '01022003305');
    await holdMailBehind(testApp, row);
    const res = await postReport(testApp, [
      { messageId: row.providerMessageId, statusCode: '4000', replacement: false },
    ]);
    expect(res.body).toMatchObject({ success: true, data: { recorded: 1 } });
    expect(await heldMailOf(testApp, row.id)).toMatchObject({
      status: 'discarded',
      recipient: '',
      subject: '',
      text: '',
      sentAt: null,
    });
    expect(await testApp.outbox.sendPendingMail({ limit: 10, now: new Date() })).toMatchObject({
      sent: 0,
    });
  });

  it('when a report names ids the provider or we do not know, then nothing changes', async () => {
    const row = await testApp.database.prisma.textMessage.create({
      data: {
        ...receipt('forged', '01022003301'),
        status: 'sent',
        providerMessageId: 'M4VFORGED0001',
      },
    });
    const res = await postReport(testApp, [
      { messageId: 'M4VFORGED0001', statusCode: '4000' },
      { messageId: 'M4VNOTOURS0001', statusCode: '4000' },
    ]);
    expect(res.body).toMatchObject({ success: true, data: { named: 2, known: 1, recorded: 0 } });
    expect(await rowOf(testApp, row.id)).toMatchObject({ status: 'sent', deliveredAt: null });
  });

  it('when a report is repeated, or a late pending one follows the delivery, then the row changes once and the provider is not asked again', async () => {
    const row = await sentMessage(testApp, '01022003302');
    const twice = [{ messageId: row.providerMessageId }, { messageId: row.providerMessageId }];
    const first = await postReport(testApp, twice);
    expect(first.body).toMatchObject({ data: { named: 1, known: 1, recorded: 1 } });
    const delivered = await rowOf(testApp, row.id);
    expect(delivered).toMatchObject({ status: 'delivered', deliveredAt: expect.any(Date) });
    // A provider call now would answer 500: a final row must not be asked about again.
    double.failNextCalls(1);
    for (const body of [twice, [{ messageId: row.providerMessageId, statusCode: '3000' }]]) {
      const again = await postReport(testApp, body);
      expect([again.status, again.body]).toMatchObject([200, { data: { recorded: 0 } }]);
    }
    expect(await rowOf(testApp, row.id)).toEqual(delivered);
  });

  it('when the provider cannot be asked, then 503 and the row stays as it was, and the report sent again records it', async () => {
    const row = await sentMessage(testApp, '01022003303');
    double.failNextCalls(1);
    const res = await postReport(testApp, [{ messageId: row.providerMessageId }]);
    expect([res.status, res.body]).toMatchObject([
      503,
      { success: false, code: 'SERVICE_UNAVAILABLE', data: null },
    ]);
    expect(await rowOf(testApp, row.id)).toMatchObject({ status: 'sent', deliveredAt: null });
    const again = await postReport(testApp, [{ messageId: row.providerMessageId }]);
    expect(again.body).toMatchObject({ success: true, data: { recorded: 1 } });
    expect(await rowOf(testApp, row.id)).toMatchObject({ status: 'delivered' });
  });

  it('when the provider fails during a long report, then it is not asked about the rest, which stay sent', async () => {
    // One more than the provider calls made at once: the last is in a second round of calls.
    const rows = [];
    for (let n = 0; n < 9; n += 1) rows.push(await sentMessage(testApp, `0102200340${n}`));
    double.failNextCalls(1);
    const res = await postReport(
      testApp,
      rows.map((row) => ({ messageId: row.providerMessageId })),
    );
    expect(res.status).toBe(503);
    const statuses = await Promise.all(
      rows.map(async (row) => (await rowOf(testApp, row.id)).status),
    );
    expect(statuses.at(-1)).toBe('sent');
    expect(statuses.slice(0, -1).toSorted()).toEqual([...Array(7).fill('delivered'), 'sent']);
  });

  it.each([
    ['an object, not an array', JSON.stringify({ messageId: 'M4V1' }), 'VALIDATION_FAILED'],
    [
      'too many items',
      JSON.stringify(
        Array.from({ length: TEXT_MESSAGE_REPORT_LIMITS.ITEMS_MAX + 1 }, (_, i) => ({
          messageId: `M4V${i}`,
        })),
      ),
      'VALIDATION_FAILED',
    ],
    [
      'a message id too long',
      JSON.stringify([
        { messageId: 'M'.repeat(TEXT_MESSAGE_REPORT_LIMITS.MESSAGE_ID_MAX_LENGTH + 1) },
      ]),
      'VALIDATION_FAILED',
    ],
    ['a message id with a NUL', JSON.stringify([{ messageId: 'M4V\u0000' }]), 'VALIDATION_FAILED'],
    ['an item without a message id', JSON.stringify([{ statusCode: '4000' }]), 'VALIDATION_FAILED'],
    ['not JSON', '[{"messageId":', 'INVALID_JSON'],
  ])('when the body is %s, then 400 in the envelope', async (_label, raw, code) => {
    const res = await callOperation(request(testApp.app), receiveReport)
      .set('Content-Type', 'application/json')
      .send(raw);
    expect([res.status, res.body]).toMatchObject([400, { success: false, code }]);
  });

  it('when a report holds as many items as allowed, then it is answered 200', async () => {
    const items = Array.from({ length: TEXT_MESSAGE_REPORT_LIMITS.ITEMS_MAX }, (_, i) => ({
      messageId: `M4VUNKNOWN${i}`,
      text: '가'.repeat(1000),
    }));
    const res = await postReport(testApp, items);
    expect([res.status, res.body]).toMatchObject([
      200,
      { success: true, data: { named: TEXT_MESSAGE_REPORT_LIMITS.ITEMS_MAX, known: 0 } },
    ]);
  });
});

describe('delivery reports with the text channel off', () => {
  const app = useTestApp();

  it('when a report arrives, then it is answered 200 and nothing is asked or changed', async () => {
    const { testApp } = app;
    expect(testApp.textMessages).toBeNull();
    const row = await testApp.database.prisma.textMessage.create({
      data: { ...receipt('off', '01022003304'), status: 'sent', providerMessageId: 'M4VOFF0001' },
    });
    const res = await postReport(testApp, [{ messageId: 'M4VOFF0001', statusCode: '4000' }]);
    expect([res.status, res.body]).toMatchObject([
      200,
      { success: true, data: { named: 1, known: 0, recorded: 0 } },
    ]);
    expect(await rowOf(testApp, row.id)).toMatchObject({ status: 'sent', deliveredAt: null });
  });

  it('when one address posts more than 300 reports in a minute, then it is refused with 429 in its language, and another address is not', async () => {
    const { app: expressApp } = app.testApp;
    const sender = guest(expressApp, 'en');
    const post = (from: ReturnType<typeof guest>) =>
      from.post(`/api${receiveReport.path}`).send([{ messageId: 'M4VLIMIT' }]);
    for (let sent = 0; sent < REPORTS_PER_MINUTE; sent += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => post(sender)));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    }
    expectFailure(
      await post(sender),
      429,
      'TOO_MANY_REQUESTS',
      'Too many delivery reports. Please send again in a minute.',
    );
    expect((await post(guest(expressApp))).status).toBe(200);
  });
});
