import { beforeEach, describe, expect, it } from 'vitest';
import { runJobAt } from '../../test/run-job.js';
import { receipt } from '../../test/text-message-rows.js';
import { queueTextMessages } from '../text-messages/outbox/queue-text-messages.js';
import { TEXT_MESSAGE_RETENTION_DAYS, textMessageOutboxJob } from './text-message-outbox-job.js';
import { useTextChannelAcademy } from '../../test/text-channel.js';

const DAY_MS = 86_400_000;

/** A receipt for application `n`, to a phone of its own. */
const receiptOf = (n: number) => receipt(`job-test:${n}`, `0107700${String(n).padStart(4, '0')}`);

describe('the text-message-outbox job', () => {
  const academy = useTextChannelAcademy({}, { seed: false });
  const double = () => academy.double();
  // Far after the rows' creation, so that the job's clock alone decides what is due.
  const now = new Date(Date.now() + 3_600_000);
  const prisma = () => academy.testApp.database.prisma;
  beforeEach(async () => {
    await prisma().textMessage.deleteMany();
    double().reset();
  });

  it('when more messages wait than one batch holds, then one run sends them all, and a second run none again', async () => {
    const count = 60;
    await prisma().$transaction((tx) =>
      queueTextMessages(
        tx,
        Array.from({ length: count }, (_, n) => receiptOf(n)),
        now,
      ),
    );
    await runJobAt(textMessageOutboxJob, academy.testApp, now);
    expect(await prisma().textMessage.count({ where: { status: 'sent' } })).toBe(count);
    expect(double().messages()).toHaveLength(count);
    await runJobAt(textMessageOutboxJob, academy.testApp, now);
    expect(double().messages()).toHaveLength(count);
  });

  it('when settled rows are older than the retention period, then they are forgotten, queued ones kept', async () => {
    await prisma().$transaction((tx) => queueTextMessages(tx, [receiptOf(1), receiptOf(2)], now));
    await prisma().textMessage.update({
      where: { dedupeKey: 'job-test:1' },
      data: { status: 'sent' },
    });
    const later = new Date(Date.now() + (TEXT_MESSAGE_RETENTION_DAYS + 1) * DAY_MS);
    await prisma().textMessage.update({
      where: { dedupeKey: 'job-test:2' },
      data: { nextAttemptAt: new Date(later.getTime() + DAY_MS) },
    });
    await runJobAt(textMessageOutboxJob, academy.testApp, later);
    expect((await prisma().textMessage.findMany()).map((row) => row.dedupeKey)).toEqual([
      'job-test:2',
    ]);
  });
});
