import type { Prisma } from '../generated/prisma/client.js';
import { endTextMessages, settleHeldMails } from './outbox/end-text-messages.js';

/**
 * A member's text messages at erasure (docs/product/privacy.md), in the erasure's transaction:
 * those still queued are cancelled, never sent (the sender claims only `queued` rows, and this
 * transaction's row locks keep it off them until the commit); every row about the member loses
 * the phone, the text and the values, and keeps its kind, status and times for the month's
 * counts. A row a sender holds at this very instant may still go out; its answer is then
 * recorded on the emptied row. The mails held behind the member's 알림톡s are discarded, those of
 * rows still awaiting their report too: a later failure must not mail a person who left
 * (docs/decisions/0038-mail-when-alimtalk-fails.md).
 */
export async function eraseTextMessagesOf(tx: Prisma.TransactionClient, memberId: number) {
  const now = new Date();
  await cancelQueuedTextMessagesOf(tx, memberId, now);
  await settleHeldMails(tx, { memberId }, 'discard', now);
  await tx.textMessage.updateMany({
    where: { memberId },
    data: { phone: '', text: '', variables: {}, buttons: [] },
  });
}

/**
 * A member who leaves gets none of the text messages still queued for them (a reminder of a
 * lesson that will not be held); each is cancelled with its held mail discarded. Those already
 * handed to Solapi are left to end as they will. Answers how many were cancelled.
 */
export function cancelQueuedTextMessagesOf(
  tx: Prisma.TransactionClient,
  memberId: number,
  now: Date,
): Promise<number> {
  return endTextMessages(
    tx,
    { memberId, status: 'queued' },
    { status: 'cancelled', lockedUntil: null },
    now,
  );
}
