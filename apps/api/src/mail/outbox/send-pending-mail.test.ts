import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { createLogger } from '../../logger/logger.js';
import { openTestDatabase } from '../../../test/test-database.js';
import type { MailMessage, Mailer } from '../mailer.js';
import { queueHeldMails, queueMails } from './queue-mail.js';
import {
  createSendPendingMail,
  FIRST_RETRY_DELAY_MS,
  MAX_MAIL_ATTEMPTS,
  type SendPendingMail,
} from './send-pending-mail.js';

/** A mailer that records what it sends, or refuses while `down` is set. */
function fakeMailer() {
  const sent: MailMessage[] = [];
  const mailer = {
    sent,
    down: false as false | string,
    async send(message: MailMessage) {
      // A real SMTP exchange takes a moment: concurrent senders overlap here.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (mailer.down) throw new Error(mailer.down);
      sent.push(message);
    },
  } satisfies Mailer & { sent: MailMessage[]; down: false | string };
  return mailer;
}

const message = (n: number): MailMessage => ({
  to: `guest${n}@example.com`,
  subject: `subject ${n}`,
  text: `text ${n}`,
});

describe('the mail outbox', () => {
  let database: Database;
  let mailer: ReturnType<typeof fakeMailer>;
  let sendPendingMail: SendPendingMail;
  const logger = createLogger(loadConfig({ NODE_ENV: 'test' }));
  // Mails are due from when they are queued (the database clock): the test's clock runs after it.
  const t0 = new Date(Date.now() + 3_600_000);
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.prisma.mailOutbox.deleteMany();
    mailer = fakeMailer();
    sendPendingMail = createSendPendingMail({ prisma: database.prisma, mailer, logger });
  });

  const queue = (n: number, dedupeKey = `event:${n}`) =>
    database.prisma.$transaction((tx) =>
      queueMails(tx, [{ dedupeKey, language: 'ko', message: message(n) }]),
    );
  const rows = () => database.prisma.mailOutbox.findMany({ orderBy: { id: 'asc' } });

  it('when the transaction that queues a mail fails, then nothing is queued', async () => {
    await expect(
      database.prisma.$transaction(async (tx) => {
        await queueMails(tx, [{ dedupeKey: 'event:1', language: 'ko', message: message(1) }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
  });

  it('when the same event is queued twice, then one mail waits', async () => {
    await queue(1, 'event:same');
    await queue(2, 'event:same');
    expect((await rows()).map((row) => row.recipient)).toEqual(['guest1@example.com']);
  });

  it('when due mails are sent, then each goes out once and is marked sent', async () => {
    await queue(1);
    await queue(2);
    expect(await sendPendingMail({ limit: 10, now: at(0) })).toEqual({
      sent: 2,
      retried: 0,
      failed: 0,
    });
    expect(await sendPendingMail({ limit: 10, now: at(60_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(mailer.sent).toEqual([message(1), message(2)]);
    // Once sent, only who got which mail when is kept: no code stays readable.
    expect(
      (await rows()).map(({ status, attempts, sentAt, subject, text }) => ({
        status,
        attempts,
        sentAt,
        subject,
        text,
      })),
    ).toEqual([
      { status: 'sent', attempts: 1, sentAt: at(0), subject: '', text: '' },
      { status: 'sent', attempts: 1, sentAt: at(0), subject: '', text: '' },
    ]);
  });

  it('when more mails are due than the limit, then the oldest go first and the rest wait', async () => {
    for (const n of [1, 2, 3]) await queue(n);
    await sendPendingMail({ limit: 2, now: at(0) });
    expect(mailer.sent.map((mail) => mail.to)).toEqual([
      'guest1@example.com',
      'guest2@example.com',
    ]);
    await sendPendingMail({ limit: 2, now: at(0) });
    expect(mailer.sent).toHaveLength(3);
  });

  it('when SMTP fails, then the mail is retried later with a doubling wait, and sent once it works', async () => {
    await queue(1);
    mailer.down = 'connect ECONNREFUSED 127.0.0.1:25';
    expect((await sendPendingMail({ limit: 10, now: at(0) })).retried).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: at(FIRST_RETRY_DELAY_MS),
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // Not due yet: nothing is tried.
    expect(await sendPendingMail({ limit: 10, now: at(FIRST_RETRY_DELAY_MS - 1) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    await sendPendingMail({ limit: 10, now: at(FIRST_RETRY_DELAY_MS) });
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, nextAttemptAt: at(3 * FIRST_RETRY_DELAY_MS) });

    mailer.down = false;
    await sendPendingMail({ limit: 10, now: at(3 * FIRST_RETRY_DELAY_MS) });
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(mailer.sent).toEqual([message(1)]);
  });

  it('when SMTP keeps failing, then the mail is given up after the last attempt, with a bounded error', async () => {
    await queue(1);
    mailer.down = 'x'.repeat(5000);
    let now = at(0);
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      await sendPendingMail({ limit: 10, now });
      now = (await database.prisma.mailOutbox.findFirstOrThrow()).nextAttemptAt;
    }
    const row = await database.prisma.mailOutbox.findFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(row.lastError).toHaveLength(1000);
    mailer.down = false;
    await sendPendingMail({ limit: 10, now: at(365 * 24 * 3_600_000) });
    expect(mailer.sent).toEqual([]);
  });

  describe('a mail held behind a 알림톡 (docs/decisions/0038)', () => {
    /** A 알림톡 row for a held mail to stand behind. */
    const textMessage = (key: string) =>
      database.prisma.textMessage.create({
        data: {
          dedupeKey: key,
          phone: '01012345678',
          kind: 'lessonApplicationReceived',
          language: 'ko',
          templateCode: 'LESSON_APPLIED_KO',
          variables: {},
          text: 'text',
          buttons: [],
        },
      });
    const hold = (n: number, textMessageId: bigint) =>
      database.prisma.$transaction((tx) =>
        queueHeldMails(tx, [
          { dedupeKey: `held:${n}`, language: 'ko', message: message(n), textMessageId },
        ]),
      );
    beforeEach(() => database.prisma.textMessage.deleteMany());

    it('when a mail is held, then the outbox never sends it, however late', async () => {
      await hold(1, (await textMessage('text:1')).id);
      await queue(2);
      expect(await sendPendingMail({ limit: 10, now: at(365 * 24 * 3_600_000) })).toMatchObject({
        sent: 1,
      });
      expect(mailer.sent).toEqual([message(2)]);
      expect((await rows()).map((row) => [row.status, row.attempts])).toEqual([
        ['held', 0],
        ['sent', 1],
      ]);
    });

    it('when a second mail is held behind the same 알림톡, then only the first stays', async () => {
      const { id } = await textMessage('text:1');
      await hold(1, id);
      await hold(2, id);
      expect((await rows()).map((row) => row.dedupeKey)).toEqual(['held:1']);
    });

    it('when anything tries to hold a mail unlinked, tried or sent, or to discard one keeping its text, then the database refuses', async () => {
      const { id } = await textMessage('text:1');
      await expect(
        database.prisma.mailOutbox.create({
          data: {
            dedupeKey: 'x',
            recipient: 'a@example.com',
            subject: 's',
            text: 't',
            language: 'ko',
            status: 'held',
          },
        }),
      ).rejects.toThrow(/mail_outbox_held_linked/);
      await hold(1, id);
      await expect(
        database.prisma.mailOutbox.updateMany({ data: { attempts: 1 } }),
      ).rejects.toThrow(/mail_outbox_held_untried/);
      await expect(
        database.prisma.mailOutbox.updateMany({ data: { status: 'discarded' } }),
      ).rejects.toThrow(/mail_outbox_discarded_erased/);
      // A mail once sent can never be held again, so it cannot be released a second time.
      await queue(2);
      await sendPendingMail({ limit: 10, now: at(0) });
      await expect(
        database.prisma.mailOutbox.updateMany({
          where: { dedupeKey: 'event:2' },
          data: { status: 'held', textMessageId: (await textMessage('text:2')).id },
        }),
      ).rejects.toThrow(/mail_outbox_held_untried/);
    });

    it('when its 알림톡 is forgotten, then the held mail goes with it', async () => {
      const { id } = await textMessage('text:1');
      await hold(1, id);
      await database.prisma.textMessage.delete({ where: { id } });
      expect(await rows()).toEqual([]);
    });
  });

  it('when two senders run at the same time, then every mail is sent exactly once', async () => {
    for (let n = 1; n <= 20; n += 1) await queue(n);
    const other = createSendPendingMail({ prisma: database.prisma, mailer, logger });
    const results = await Promise.all([
      sendPendingMail({ limit: 20, now: at(0) }),
      other({ limit: 20, now: at(0) }),
      sendPendingMail({ limit: 20, now: at(0) }),
    ]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(20);
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => message(i + 1).to).sort(),
    );
  });
});
