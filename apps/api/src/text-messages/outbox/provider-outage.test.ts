import { beforeEach, describe, expect, it } from 'vitest';
import { runJobAt } from '../../../test/run-job.js';
import { receipt } from '../../../test/text-message-rows.js';
import { textMessageOutboxJob } from '../../jobs/text-message-outbox-job.js';
import { queueTextMessages, type TOutboxTextMessage } from './queue-text-messages.js';
import { useTextChannelAcademy } from '../../../test/text-channel.js';

const MINUTE_MS = 60_000;
/** More calls than five minutes of the job's runs and their retries make. */
const DOWN_FOR_EVERY_CALL = 10_000;

/** Message `n` to a phone of its own; every third one a plain SMS (docs/decisions/0045). */
const messageOf = (n: number): TOutboxTextMessage => ({
  ...receipt(`outage:${n}`, `0107800${String(n).padStart(4, '0')}`),
  ...(n % 3 === 0 ? { channel: 'sms' as const } : {}),
});

describe('five minutes without the provider: the outbox loses no message and sends none twice', () => {
  const academy = useTextChannelAcademy({}, { seed: false });
  const double = () => academy.double();
  const prisma = () => academy.testApp.database.prisma;
  beforeEach(async () => {
    await prisma().textMessage.deleteMany();
    double().reset();
  });

  // The job's clock starts at the real time, which the double dates what it takes by, so the
  // lookup after a lost answer (from the first attempt on) finds what it took.
  const start = new Date();
  const minute = (n: number) => new Date(start.getTime() + n * MINUTE_MS);
  const queue = (from: number, to: number, at: Date) =>
    prisma().$transaction((tx) =>
      queueTextMessages(
        tx,
        Array.from({ length: to - from + 1 }, (_, i) => messageOf(from + i)),
        at,
      ),
    );
  /** The outbox job once a minute, as the scheduler runs it, from minute `from` to `to`. */
  const everyMinute = async (from: number, to: number) => {
    for (let n = from; n <= to; n += 1)
      await runJobAt(textMessageOutboxJob, academy.testApp, minute(n));
  };
  const receivedKeys = () =>
    double()
      .messages()
      .map((message) => message.customFields['key'])
      .sort();
  const expectedKeys = (count: number) =>
    Array.from({ length: count }, (_, i) => `outage:${i + 1}`).sort();

  it('when the provider took a batch but its answer was lost just before it went down for five minutes, then once it is back every message is delivered exactly once', async () => {
    await queue(1, 4, minute(0));
    // The batch reaches Solapi, which takes it; the answer is lost, and then Solapi is down.
    double().dropNextAnswers(1);
    await everyMinute(0, 0);
    expect(double().messages()).toHaveLength(4);
    double().failNextCalls(DOWN_FOR_EVERY_CALL);
    await queue(5, 9, minute(1));
    await everyMinute(1, 5);
    expect(double().messages()).toHaveLength(4);
    const whileDown = await prisma().textMessage.findMany();
    expect(whileDown.map((row) => row.status)).toEqual(Array(9).fill('queued'));

    double().failNextCalls(0);
    await everyMinute(6, 20);
    expect(receivedKeys()).toEqual(expectedKeys(9));
    const rows = await prisma().textMessage.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map((row) => row.status)).toEqual(Array(9).fill('sent'));
    const idsByKey = new Map(
      double()
        .messages()
        .map((message) => [message.customFields['key'], message.messageId]),
    );
    expect(rows.map((row) => row.providerMessageId)).toEqual(
      rows.map((row) => idsByKey.get(row.dedupeKey)),
    );
    const plain = double()
      .messages()
      .filter((message) => message.customFields['key'] === 'outage:3');
    expect(plain.map((message) => message.type)).toEqual(['LMS']);
  });

  it('when the provider is down for five minutes with messages queued, then none fails and each goes once it is back', async () => {
    await queue(1, 6, minute(0));
    double().failNextCalls(DOWN_FOR_EVERY_CALL);
    await everyMinute(0, 5);
    expect(double().messages()).toEqual([]);
    double().failNextCalls(0);
    await everyMinute(6, 20);
    expect(receivedKeys()).toEqual(expectedKeys(6));
    expect(await prisma().textMessage.count({ where: { status: 'sent' } })).toBe(6);
  });
});
