import {
  ALIMTALK_TEMPLATES,
  ALIMTALK_VARIABLES,
  renderAlimtalk,
  type TTextMessageKind,
} from '@academy/contracts';
import type { TSolapiDouble } from '@academy/provider-doubles';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type SolapiSettings } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { createLogger } from '../../logger/logger.js';
import { openTestDatabase, testDatabaseServerUrl } from '../../../test/test-database.js';
import {
  REFUSED_PHONE,
  solapiSettingsOf,
  startAcademySolapiDouble,
} from '../../../test/solapi-double.js';
import type { MailMessage } from '../../mail/mailer.js';
import { queueHeldMails } from '../../mail/outbox/queue-mail.js';
import { createSendPendingMail } from '../../mail/outbox/send-pending-mail.js';
import { createSolapiProvider } from '../solapi/solapi-provider.js';
import {
  findUnsettledTextMessageIds,
  queueTextMessages,
  type TOutboxTextMessage,
} from './queue-text-messages.js';
import { SECRET_MASK } from './secure-redaction.js';
import {
  createSendPendingTextMessages,
  FIRST_TEXT_RETRY_DELAY_MS,
  MAX_TEXT_MESSAGE_ATTEMPTS,
  TEXT_CLAIM_LEASE_MS,
} from './send-pending-text-messages.js';

/** A Korean 알림톡 of `kind` with the variables' examples, as the unit of work renders it. */
function textMessage(
  n: number,
  kind: TTextMessageKind = 'lessonApplicationReceived',
  phone = `0109000${String(n).padStart(4, '0')}`,
): TOutboxTextMessage {
  const template = ALIMTALK_TEMPLATES[kind].ko;
  const variables = Object.fromEntries(
    template.variables.map((name) => [name, ALIMTALK_VARIABLES[name].example.ko]),
  );
  const rendered = renderAlimtalk(template, variables);
  if (!rendered.ok) throw new Error(JSON.stringify(rendered.refusals));
  return {
    dedupeKey: `event:${n}`,
    memberId: null,
    phone,
    kind,
    language: 'ko',
    templateCode: template.code,
    variables,
    text: rendered.message.text,
    buttons: rendered.message.buttons.map((button) => ({
      buttonType: 'WL',
      buttonName: button.name,
      linkMo: `https://academy.example${button.path}`,
    })),
  };
}

describe('the text-message outbox', () => {
  let database: Database;
  let double: TSolapiDouble;
  const logger = createLogger(loadConfig({ NODE_ENV: 'test' }));
  // Far after the rows' creation, so that the test's clock alone decides what is due.
  const t0 = new Date('2031-03-11T11:00:00+09:00');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  // The double and the provider keep the sender's time, so that the double dates a message by
  // the clock the sender records its attempts with (the lookup after a lost answer reads both).
  let clock = t0;
  const now = () => clock;
  const senderWith = (settings: SolapiSettings, smsFallback?: boolean) => {
    const send = createSendPendingTextMessages({
      prisma: database.prisma,
      provider: createSolapiProvider(settings, { now }),
      logger,
      smsFallback,
    });
    return (run: { limit: number; now: Date }) => {
      clock = run.now;
      return send(run);
    };
  };
  const sender = () => senderWith(solapiSettingsOf(double));

  beforeAll(async () => {
    database = await openTestDatabase();
    double = await startAcademySolapiDouble({ now });
  });
  afterAll(async () => {
    await double.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.prisma.textMessage.deleteMany();
    double.reset();
  });

  const queue = (messages: TOutboxTextMessage[], now = t0) =>
    database.prisma.$transaction((tx) => queueTextMessages(tx, messages, now));
  const rows = () => database.prisma.textMessage.findMany({ orderBy: { id: 'asc' } });
  // The provider looks from the first attempt less the 15 minutes of clock skew Solapi allows.
  const lookupStart = new Date(t0.getTime() - 15 * 60_000).toISOString();

  it('when the provider accepts a batch, then each row is sent with its message id, the key as the idempotency key and the exact text', async () => {
    await queue([textMessage(1), textMessage(2)]);
    expect(await sender()({ limit: 10, now: t0 })).toEqual({ sent: 2, retried: 0, failed: 0 });
    const received = double.messages();
    expect(received.map((message) => message.customFields['key'])).toEqual(['event:1', 'event:2']);
    const [first, second] = await rows();
    for (const [row, message] of [
      [first, received[0]],
      [second, received[1]],
    ] as const) {
      expect(row).toMatchObject({
        status: 'sent',
        providerMessageId: message?.messageId,
        sentAt: t0,
        lockedUntil: null,
        attempts: 1,
      });
      expect(message?.text).toBe(row?.text);
      expect(message?.type).toBe('ATA');
    }
    expect(await sender()({ limit: 10, now: at(60_000) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    // Rows never sent before go straight out: nothing to look up.
    expect(double.listQueries()).toEqual([]);
  });

  it('when the same key is queued twice, then one row stays', async () => {
    await queue([textMessage(1)]);
    await queue([{ ...textMessage(1), phone: '01099998888' }]);
    expect((await rows()).map((row) => row.phone)).toEqual([textMessage(1).phone]);
  });

  it('when the provider refuses one message, then it fails with the status code and text, the others are sent', async () => {
    await queue([textMessage(1, 'lessonApplicationReceived', REFUSED_PHONE), textMessage(2)]);
    expect(await sender()({ limit: 10, now: t0 })).toEqual({ sent: 1, retried: 0, failed: 1 });
    const [refused, sent] = await rows();
    expect(refused).toMatchObject({
      status: 'failed',
      statusCode: '1060',
      providerMessageId: null,
    });
    expect(refused?.lastError).toBeTruthy();
    expect(sent?.status).toBe('sent');
  });

  it('when the provider answers 500, then the row waits 30 s, and the next attempt sends it', async () => {
    await queue([textMessage(1)]);
    double.failNextCalls(1);
    expect(await sender()({ limit: 10, now: t0 })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await rows();
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 1,
      statusCode: '500',
      lockedUntil: null,
      nextAttemptAt: at(FIRST_TEXT_RETRY_DELAY_MS),
    });
    expect(waiting?.lastError).toContain('500');
    expect(await sender()({ limit: 10, now: at(FIRST_TEXT_RETRY_DELAY_MS - 1) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(await sender()({ limit: 10, now: at(FIRST_TEXT_RETRY_DELAY_MS) })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(double.messages()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, firstSentAt: t0 });
    // The 500 may have come after Solapi took the batch: the retry looked first, found nothing.
    expect(double.listQueries()).toEqual([
      expect.objectContaining({ to: textMessage(1).phone, startDate: lookupStart }),
    ]);
  });

  it.each(['reset', 'gateway-timeout'] as const)(
    'when the provider takes a batch and its answer is lost (%s), then the next run finds the messages by key and sends none twice',
    async (how) => {
      await queue([textMessage(1), textMessage(2)]);
      double.dropNextAnswers(1, how);
      expect(await sender()({ limit: 10, now: t0 })).toEqual({ sent: 0, retried: 2, failed: 0 });
      expect((await rows()).map((row) => [row.status, row.firstSentAt])).toEqual([
        ['queued', t0],
        ['queued', t0],
      ]);
      await queue([textMessage(3)], at(1));
      expect(await sender()({ limit: 10, now: at(FIRST_TEXT_RETRY_DELAY_MS) })).toEqual({
        sent: 3,
        retried: 0,
        failed: 0,
      });
      const received = double.messages();
      expect(received.map((message) => message.customFields['key'])).toEqual([
        'event:1',
        'event:2',
        'event:3',
      ]);
      expect((await rows()).map((row) => [row.status, row.providerMessageId])).toEqual(
        received.map((message) => ['sent', message.messageId]),
      );
      // Only the two rows whose answer was lost were looked up, each by its number.
      expect(double.listQueries()).toEqual([
        expect.objectContaining({ to: textMessage(1).phone, startDate: lookupStart }),
        expect.objectContaining({ to: textMessage(2).phone, startDate: lookupStart }),
      ]);
    },
  );

  it('when the lookup after a lost answer fails, then nothing is sent and the next attempt looks again', async () => {
    await queue([textMessage(1)]);
    double.dropNextAnswers(1);
    await sender()({ limit: 10, now: t0 });
    double.failNextCalls(1);
    expect(await sender()({ limit: 10, now: at(FIRST_TEXT_RETRY_DELAY_MS) })).toEqual({
      sent: 0,
      retried: 1,
      failed: 0,
    });
    expect(double.messages()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({
      status: 'queued',
      attempts: 2,
      firstSentAt: t0,
      nextAttemptAt: at(3 * FIRST_TEXT_RETRY_DELAY_MS),
    });
    expect(await sender()({ limit: 10, now: at(3 * FIRST_TEXT_RETRY_DELAY_MS) })).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    const [received] = double.messages();
    expect(double.messages()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({
      status: 'sent',
      providerMessageId: received?.messageId,
    });
  });

  it('when a batch never reached the provider and the lookup then fails, then nothing is sent blind', async () => {
    await queue([textMessage(1)]);
    double.failNextCalls(1);
    await sender()({ limit: 10, now: t0 });
    double.failNextCalls(1);
    expect(await sender()({ limit: 10, now: at(FIRST_TEXT_RETRY_DELAY_MS) })).toMatchObject({
      sent: 0,
      retried: 1,
    });
    expect(double.messages()).toEqual([]);
    expect(await sender()({ limit: 10, now: at(3 * FIRST_TEXT_RETRY_DELAY_MS) })).toMatchObject({
      sent: 1,
    });
    expect(double.messages()).toHaveLength(1);
  });

  it('when the second attempt fails too, then the wait doubles; after the last attempt the row fails', async () => {
    await queue([textMessage(1)]);
    double.failNextCalls(2);
    await sender()({ limit: 10, now: t0 });
    await sender()({ limit: 10, now: at(FIRST_TEXT_RETRY_DELAY_MS) });
    expect((await rows())[0]?.nextAttemptAt).toEqual(at(3 * FIRST_TEXT_RETRY_DELAY_MS));

    await database.prisma.textMessage.updateMany({
      data: { attempts: MAX_TEXT_MESSAGE_ATTEMPTS - 1, nextAttemptAt: t0 },
    });
    double.failNextCalls(1);
    expect(await sender()({ limit: 10, now: t0 })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({
      status: 'failed',
      attempts: MAX_TEXT_MESSAGE_ATTEMPTS,
    });
  });

  it('when the provider refuses the call itself (a wrong key), then the rows fail at once', async () => {
    await queue([textMessage(1)]);
    const wrongKey = senderWith({ ...solapiSettingsOf(double), apiSecret: 'not-the-secret' });
    expect(await wrongKey({ limit: 10, now: t0 })).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1, statusCode: '403' });
    expect(double.messages()).toHaveLength(0);
  });

  it('when a sender crashed holding a row, then it is due again only once its lease has ended', async () => {
    await queue([textMessage(1)]);
    await database.prisma.textMessage.updateMany({
      data: { attempts: 1, lockedUntil: at(TEXT_CLAIM_LEASE_MS) },
    });
    expect((await sender()({ limit: 10, now: at(TEXT_CLAIM_LEASE_MS - 1) })).sent).toBe(0);
    expect((await sender()({ limit: 10, now: at(TEXT_CLAIM_LEASE_MS) })).sent).toBe(1);
  });

  it('when a reminder is queued at 22:00 Seoul, then it waits until 08:00, and a receipt goes at once', async () => {
    const night = new Date('2031-03-11T22:00:00+09:00');
    const morning = new Date('2031-03-12T08:00:00+09:00');
    await queue([textMessage(1, 'lessonReminder'), textMessage(2)], night);
    expect((await rows()).map((row) => row.nextAttemptAt)).toEqual([morning, night]);
    expect(await sender()({ limit: 10, now: night })).toMatchObject({ sent: 1 });
    expect(await sender()({ limit: 10, now: new Date(morning.getTime() - 1) })).toMatchObject({
      sent: 0,
    });
    expect(await sender()({ limit: 10, now: morning })).toMatchObject({ sent: 1 });
    expect(double.messages().map((message) => message.customFields['key'])).toEqual([
      'event:2',
      'event:1',
    ]);
  });

  describe('a secure template (the temporary password)', () => {
    const { temporaryPassword, loginId } = ALIMTALK_VARIABLES;
    const password = temporaryPassword.example.ko;
    // Every column of the row a person could read the password in.
    const readable = (
      row: { text: string; variables: unknown; lastError: string | null } | undefined,
    ) => [row?.text, JSON.stringify(row?.variables), row?.lastError].join('\n');
    const maskedText = textMessage(1, 'lessonApplicationApproved').text.replace(
      `- 임시 비밀번호: ${password}`,
      `- 임시 비밀번호: ${SECRET_MASK}`,
    );

    it('when the provider takes it, then the person gets the password without SMS fallback, and the row keeps only the mask, in the same update as sent', async () => {
      await queue([textMessage(1, 'lessonApplicationApproved'), textMessage(2)]);
      expect(await sender()({ limit: 10, now: t0 })).toMatchObject({ sent: 2 });
      const [secure, plain] = double.messages();
      expect(secure?.text).toContain(`- 임시 비밀번호: ${password}`);
      expect(secure?.kakaoOptions).toMatchObject({ disableSms: true });
      expect(plain?.kakaoOptions).toMatchObject({ disableSms: false });
      const [row, other] = await rows();
      expect(row).toMatchObject({ status: 'sent', providerMessageId: secure?.messageId });
      expect(row?.variables).toEqual({
        ...textMessage(1, 'lessonApplicationApproved').variables,
        temporaryPassword: SECRET_MASK,
      });
      expect(row?.variables).toMatchObject({ loginId: loginId.example.ko });
      expect(row?.text).toBe(maskedText);
      expect(readable(row)).not.toContain(password);
      // Any other template keeps what was sent.
      expect(other).toMatchObject({ status: 'sent', text: textMessage(2).text });
    });

    it('when the provider refuses it, then the failed row keeps only the mask too', async () => {
      await queue([textMessage(1, 'lessonApplicationApproved', REFUSED_PHONE)]);
      expect(await sender()({ limit: 10, now: t0 })).toMatchObject({ failed: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', statusCode: '1060', text: maskedText });
      expect(readable(row)).not.toContain(password);
    });

    it('when its last attempt goes unanswered, then the failed row keeps only the mask; while it waits for a retry it still holds what is to be sent', async () => {
      await queue([textMessage(1, 'lessonApplicationApproved')]);
      double.failNextCalls(1);
      await sender()({ limit: 10, now: t0 });
      expect((await rows())[0]).toMatchObject({
        status: 'queued',
        variables: { temporaryPassword: password },
      });
      await database.prisma.textMessage.updateMany({
        data: { attempts: MAX_TEXT_MESSAGE_ATTEMPTS - 1, nextAttemptAt: t0 },
      });
      double.failNextCalls(2);
      expect(await sender()({ limit: 10, now: t0 })).toMatchObject({ failed: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', text: maskedText });
      expect(readable(row)).not.toContain(password);
    });
  });

  it('when SMS fallback is set off, then every 알림톡 goes without it', async () => {
    await queue([textMessage(1), textMessage(2, 'lessonApplicationApproved')]);
    expect(await senderWith(solapiSettingsOf(double), false)({ limit: 10, now: t0 })).toMatchObject(
      { sent: 2 },
    );
    expect(double.messages().map((message) => message.kakaoOptions)).toEqual([
      expect.objectContaining({ disableSms: true }),
      expect.objectContaining({ disableSms: true }),
    ]);
  });

  describe('the mail held behind a 알림톡 (docs/decisions/0038)', () => {
    const mail = (n: number): MailMessage => ({
      to: `person${n}@example.com`,
      subject: `subject ${n}`,
      text: `text ${n}`,
    });
    /** Queues the 알림톡s and, behind each, its mail, as the unit of work does. */
    const queueWithMail = (messages: TOutboxTextMessage[]) =>
      database.prisma.$transaction(async (tx) => {
        await queueTextMessages(tx, messages, t0);
        const ids = await findUnsettledTextMessageIds(
          tx,
          messages.map((message) => message.dedupeKey),
        );
        await queueHeldMails(
          tx,
          messages.map((message, n) => ({
            dedupeKey: message.dedupeKey,
            language: 'ko',
            message: mail(n + 1),
            textMessageId: ids.get(message.dedupeKey) ?? 0n,
          })),
        );
      });
    const mails = () =>
      database.prisma.mailOutbox.findMany({
        orderBy: { id: 'asc' },
        select: { dedupeKey: true, status: true, nextAttemptAt: true, subject: true },
      });
    const sentMails: MailMessage[] = [];
    const sendMail = () =>
      createSendPendingMail({
        prisma: database.prisma,
        mailer: { send: async (message) => void sentMails.push(message) },
        logger,
      })({ limit: 10, now: at(60_000) });

    beforeEach(async () => {
      await database.prisma.mailOutbox.deleteMany();
      sentMails.length = 0;
    });

    it('when the provider refuses the 알림톡, then its mail is released, due at once, and the mail outbox sends it once', async () => {
      await queueWithMail([textMessage(1, 'lessonApplicationReceived', REFUSED_PHONE)]);
      expect(await sendMail()).toMatchObject({ sent: 0 });
      await sender()({ limit: 10, now: t0 });
      expect(await mails()).toEqual([
        { dedupeKey: 'event:1', status: 'pending', nextAttemptAt: t0, subject: 'subject 1' },
      ]);
      expect(await sendMail()).toMatchObject({ sent: 1 });
      expect(await sendMail()).toMatchObject({ sent: 0 });
      expect(sentMails).toEqual([mail(1)]);
    });

    it('when the provider takes the 알림톡, then its mail stays held and is not sent', async () => {
      await queueWithMail([textMessage(1)]);
      await sender()({ limit: 10, now: t0 });
      expect((await rows())[0]).toMatchObject({ status: 'sent' });
      expect((await mails()).map((row) => row.status)).toEqual(['held']);
      expect(await sendMail()).toMatchObject({ sent: 0 });
      expect(sentMails).toEqual([]);
    });

    it('when the last attempt goes unanswered, then the mail is released; while the 알림톡 waits for a retry it stays held', async () => {
      await queueWithMail([textMessage(1)]);
      double.failNextCalls(1);
      await sender()({ limit: 10, now: t0 });
      expect((await mails()).map((row) => row.status)).toEqual(['held']);
      await database.prisma.textMessage.updateMany({
        data: { attempts: MAX_TEXT_MESSAGE_ATTEMPTS - 1, nextAttemptAt: t0 },
      });
      double.failNextCalls(2);
      expect(await sender()({ limit: 10, now: t0 })).toMatchObject({ failed: 1 });
      expect((await mails()).map((row) => row.status)).toEqual(['pending']);
      expect(await sendMail()).toMatchObject({ sent: 1 });
    });
  });

  // Simultaneous senders only race on a server with many connections; the embedded one has one.
  it.skipIf(!testDatabaseServerUrl)(
    'when two senders run at once, then each message is delivered exactly once',
    async () => {
      const count = 40;
      await queue(Array.from({ length: count }, (_, n) => textMessage(n + 1)));
      const [first, second] = [sender(), sender()];
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, run) =>
          (run % 2 === 0 ? first : second)({ limit: 15, now: t0 }),
        ),
      );
      expect(results.reduce((total, result) => total + result.sent, 0)).toBe(count);
      const keys = double.messages().map((message) => message.customFields['key']);
      expect(keys).toHaveLength(count);
      expect(new Set(keys).size).toBe(count);
      expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    },
  );

  it.skipIf(!testDatabaseServerUrl)(
    'when two senders retry at once after a lost answer, then each message is at the provider exactly once',
    async () => {
      const count = 30;
      await queue(Array.from({ length: count }, (_, n) => textMessage(n + 1)));
      double.dropNextAnswers(1);
      expect((await sender()({ limit: count, now: t0 })).retried).toBe(count);
      const [first, second] = [sender(), sender()];
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, run) =>
          (run % 2 === 0 ? first : second)({ limit: 10, now: at(FIRST_TEXT_RETRY_DELAY_MS) }),
        ),
      );
      expect(results.reduce((total, result) => total + result.sent, 0)).toBe(count);
      const keys = double.messages().map((message) => message.customFields['key']);
      expect(keys).toHaveLength(count);
      expect(new Set(keys).size).toBe(count);
      expect((await rows()).every((row) => row.status === 'sent')).toBe(true);
    },
  );
});
