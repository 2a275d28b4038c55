import type { Prisma } from '../../generated/prisma/client.js';

/** The states a text message does not leave. */
export type TEndedTextStatus = 'failed' | 'delivered' | 'fell_back' | 'cancelled';

/**
 * What becomes of the mails held behind 알림톡s (docs/decisions/0038-mail-when-alimtalk-fails.md):
 * released, they are due at `now` and the mail outbox sends them; discarded, they are never sent
 * and keep nothing of what they would have said. Both are conditional on `held`, and the
 * database keeps a mail once tried from ever being held again, so a mail is released once at
 * most, whoever records the end and however many at once.
 */
export async function settleHeldMails(
  tx: Prisma.TransactionClient,
  textMessages: Prisma.TextMessageWhereInput,
  outcome: 'release' | 'discard',
  now: Date,
): Promise<number> {
  const { count } = await tx.mailOutbox.updateMany({
    where: { status: 'held', textMessage: textMessages },
    data:
      outcome === 'release'
        ? { status: 'pending', nextAttemptAt: now }
        : { status: 'discarded', recipient: '', subject: '', text: '' },
  });
  return count;
}

/**
 * Records a final state on the text messages `where` selects (put the state they must still be
 * in there: the write is conditional on it) and settles their held mails in the same transaction:
 * a 알림톡 that failed for good releases its mail, any other end discards it. Every place that
 * ends a text message does it here (the outbox's answers, the delivery reports and the status
 * job, erasure), so no end is recorded without its mail settled. Answers how many rows it ended.
 */
export async function endTextMessages(
  tx: Prisma.TransactionClient,
  where: Prisma.TextMessageWhereInput,
  data: Prisma.TextMessageUpdateManyMutationInput & { status: TEndedTextStatus },
  now: Date,
): Promise<number> {
  const ended = await tx.textMessage.updateManyAndReturn({ where, data, select: { id: true } });
  if (ended.length === 0) return 0;
  await settleHeldMails(
    tx,
    { id: { in: ended.map((row) => row.id) } },
    data.status === 'failed' ? 'release' : 'discard',
    now,
  );
  return ended.length;
}
