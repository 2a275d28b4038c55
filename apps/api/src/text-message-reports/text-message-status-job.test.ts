import { beforeEach, describe, expect, it } from 'vitest';
import { runJobAt } from '../../test/run-job.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import {
  FALLBACK_PHONE,
  heldMailOf,
  holdMailBehind,
  PENDING_PHONE,
  postReport,
  rowOf,
  sentMessage,
  undeliverableMessage,
} from '../../test/text-message-rows.js';
import { solapiSettingsOf } from '../../test/solapi-double.js';
import { createLogger } from '../logger/logger.js';
import {
  createCheckTextMessageStatuses,
  TEXT_STATUS_CHECK,
} from './check-text-message-statuses.js';
import { createConfirmTextMessages } from './confirm-text-messages.js';
import { createTextMessageReportRepository } from './text-message-report-repository.js';
import { textMessageStatusJob } from './text-message-status-job.js';
import { useTextChannelAcademy } from '../../test/text-channel.js';

const MINUTE_MS = 60_000;

describe('the text-message-status job', () => {
  // No report address: the double's reports never come, as when they are lost.
  const academy = useTextChannelAcademy(
    {},
    {
      seed: false,
      double: { kakaoFailingNumbers: [FALLBACK_PHONE], pendingNumbers: [PENDING_PHONE] },
    },
  );
  const double = () => academy.double();
  beforeEach(async () => {
    await academy.testApp.database.prisma.textMessage.deleteMany();
  });

  /** A message the provider took `minutesAgo` minutes ago, whose report never came. */
  async function unreported(phone: string, minutesAgo: number) {
    const row = await sentMessage(academy.testApp, phone);
    return academy.testApp.database.prisma.textMessage.update({
      where: { id: row.id },
      data: { sentAt: new Date(Date.now() - minutesAgo * MINUTE_MS) },
    });
  }
  // The real clock: the double checks the signature's date against its own.
  const run = () => runJobAt(textMessageStatusJob, academy.testApp, new Date());

  it('when reports never came, then the provider is asked and its word recorded; a row sent just now is not asked', async () => {
    const delivered = await unreported('01022005500', 11);
    const fellBack = await unreported(FALLBACK_PHONE, 30);
    const pending = await unreported(PENDING_PHONE, 60);
    const recent = await unreported('01022005501', 5);
    const before = double().listQueries().length;
    await run();
    expect(await rowOf(academy.testApp, delivered.id)).toMatchObject({
      status: 'delivered',
      statusCode: '4000',
      deliveredAs: 'ATA',
      deliveredAt: expect.any(Date),
    });
    expect(await rowOf(academy.testApp, fellBack.id)).toMatchObject({
      status: 'fell_back',
      deliveredAs: expect.stringMatching(/^(SMS|LMS)$/),
    });
    expect(await rowOf(academy.testApp, pending.id)).toMatchObject({
      status: 'sent',
      statusCheckedAt: expect.any(Date),
    });
    expect(await rowOf(academy.testApp, recent.id)).toMatchObject({
      status: 'sent',
      statusCheckedAt: null,
    });
    expect(double().listQueries().length - before).toBe(3);
  });

  it('when a row is still pending, then the next run leaves it until the recheck time, and after three days it is recorded failed and the mail held behind it released', async () => {
    const pending = await unreported(PENDING_PHONE, 60);
    await holdMailBehind(academy.testApp, pending);
    const before = double().listQueries().length;
    await run();
    await run();
    expect(double().listQueries().length - before).toBe(1);
    await academy.testApp.database.prisma.textMessage.update({
      where: { id: pending.id },
      data: {
        statusCheckedAt: new Date(Date.now() - TEXT_STATUS_CHECK.RECHECK_AFTER_MS),
        sentAt: new Date(Date.now() - TEXT_STATUS_CHECK.GIVE_UP_AFTER_MS),
      },
    });
    await run();
    expect(double().listQueries().length - before).toBe(2);
    expect(await rowOf(academy.testApp, pending.id)).toMatchObject({
      status: 'failed',
      statusCode: 'NO_REPORT',
      lastError: TEXT_STATUS_CHECK.GIVE_UP_TEXT,
      deliveredAt: null,
    });
    expect(await heldMailOf(academy.testApp, pending.id)).toMatchObject({ status: 'pending' });
  });

  it('when the provider cannot be asked, then the run fails, nothing is marked, and the retry records it', async () => {
    const row = await unreported('01022005502', 20);
    double().failNextCalls(1);
    await expect(run()).rejects.toThrow(/could not be asked/);
    expect(await rowOf(academy.testApp, row.id)).toMatchObject({
      status: 'sent',
      statusCheckedAt: null,
    });
    await run();
    expect(await rowOf(academy.testApp, row.id)).toMatchObject({ status: 'delivered' });
  });

  it('when the text channel is off, then the run does nothing', async () => {
    const off = await createTestApp();
    try {
      await expect(runJobAt(textMessageStatusJob, off, new Date())).resolves.toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

/** One run of the status check, as the job makes it, answering what it did. */
function checkStatuses(testApp: TestApp) {
  const provider = testApp.textMessages?.provider;
  if (!provider) throw new Error('the text channel is on');
  const reports = createTextMessageReportRepository(testApp.database.prisma);
  const logger = createLogger({ logLevel: 'silent', env: 'test' });
  const now = () => new Date();
  const confirm = createConfirmTextMessages({ reports, provider, logger, now });
  return createCheckTextMessageStatuses({ reports, confirm, now })();
}

/** Two runs side by side: only PostgreSQL runs them concurrently (TEST_DATABASE_URL). */
describe.skipIf(!testDatabaseServerUrl)('two status checks at once', () => {
  const academy = useTextChannelAcademy({}, { seed: false });

  it('when two runs check at once, then each row is asked about and recorded once', async () => {
    const { testApp } = academy;
    const { prisma } = testApp.database;
    const count = 30;
    for (let n = 0; n < count; n += 1) await sentMessage(testApp, `0102200${6000 + n}`);
    await prisma.textMessage.updateMany({
      data: { sentAt: new Date(Date.now() - 60 * MINUTE_MS) },
    });
    const before = academy.double().listQueries().length;
    const [one, other] = await Promise.all([checkStatuses(testApp), checkStatuses(testApp)]);
    expect(one.asked + other.asked).toBe(count);
    expect(one.recorded + other.recorded).toBe(count);
    expect(academy.double().listQueries().length - before).toBe(count);
    expect(await prisma.textMessage.count({ where: { status: 'delivered' } })).toBe(count);
  });
});

/** The report and the status job side by side: only PostgreSQL runs them concurrently. */
describe.skipIf(!testDatabaseServerUrl)(
  'a failure the report and the status job record at once',
  () => {
    const academy = useTextChannelAcademy(
      {},
      { seed: false, double: { kakaoFailingNumbers: [FALLBACK_PHONE] } },
    );
    const double = () => academy.double();

    it('when both record the same failures at once, then each row fails once and exactly one mail per 알림톡 goes', async () => {
      const { testApp } = academy;
      const { prisma } = testApp.database;
      const count = 12;
      const rows = [];
      for (let n = 0; n < count; n += 1) {
        const row = await undeliverableMessage(
          testApp,
          solapiSettingsOf(double()),
          `race:${n}`,
          FALLBACK_PHONE,
        );
        await holdMailBehind(testApp, row);
        rows.push(row);
      }
      await prisma.textMessage.updateMany({
        data: { sentAt: new Date(Date.now() - 60 * MINUTE_MS) },
      });
      const report = rows.map((row) => ({ messageId: row.providerMessageId, statusCode: '4000' }));
      const [first, job, second] = await Promise.all([
        postReport(testApp, report),
        checkStatuses(testApp),
        postReport(testApp, report),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      // Each row was ended by exactly one of them, so its mail was released once.
      expect(first.body.data.recorded + second.body.data.recorded + job.recorded).toBe(count);
      expect(await prisma.textMessage.count({ where: { status: 'failed' } })).toBe(count);
      expect(await prisma.mailOutbox.count({ where: { status: 'pending' } })).toBe(count);
      const [one, other] = await Promise.all([
        testApp.outbox.sendPendingMail({ limit: 50, now: new Date() }),
        testApp.outbox.sendPendingMail({ limit: 50, now: new Date() }),
      ]);
      expect(one.sent + other.sent).toBe(count);
      expect(await testApp.outbox.sendPendingMail({ limit: 50, now: new Date() })).toMatchObject({
        sent: 0,
      });
      expect(await prisma.mailOutbox.count({ where: { status: 'sent' } })).toBe(count);
    });
  },
);
