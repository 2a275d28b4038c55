import type { TAlimtalkLanguage, TTextMessageKind } from '@academy/contracts';
import type { Prisma } from '../../generated/prisma/client.js';
import type { TKakaoButton } from '../text-message-provider.js';
import { firstSendingInstant } from './quiet-hours.js';

/** One text message to write to the outbox, rendered already: the text is what the person reads. */
export interface TOutboxTextMessage {
  /** The event and the person, as for mail: the same key is queued once. */
  dedupeKey: string;
  memberId: number | null;
  /** Digits only. */
  phone: string;
  kind: TTextMessageKind;
  language: TAlimtalkLanguage;
  templateCode: string;
  /** By bare name (`name`, not `#{name}`), as the provider interface takes them. */
  variables: Record<string, string>;
  text: string;
  /** alimtalk (when absent), or sms: the text alone as a plain SMS/LMS (docs/decisions/0045). */
  channel?: 'alimtalk' | 'sms';
  /** Links already absolute. */
  buttons: TKakaoButton[];
}

/**
 * Writes the messages to the outbox inside the caller's transaction, so each exists exactly when
 * the change that causes it is committed; a key already queued is skipped (the unique key), and
 * a kind that waits through the quiet hours is due at the next 08:00 in Seoul. Sending is left to
 * `sendPendingTextMessages`. Use cases reach it through the unit of work
 * (docs/decisions/0032-text-messages-through-the-unit-of-work.md).
 */
export async function queueTextMessages(
  tx: Prisma.TransactionClient,
  messages: readonly TOutboxTextMessage[],
  now: Date,
): Promise<void> {
  if (messages.length === 0) return;
  await tx.textMessage.createMany({
    data: messages.map((message) => ({
      ...message,
      nextAttemptAt: firstSendingInstant(message.kind, now),
    })),
    skipDuplicates: true,
  });
}

/**
 * The rows of these keys still waiting for their outcome (queued or sent), by key: the 알림톡 a
 * held mail may stand behind. A row already settled, by an earlier run of the same change, is
 * left out, since a mail held behind it would never be released.
 */
export async function findUnsettledTextMessageIds(
  tx: Prisma.TransactionClient,
  dedupeKeys: readonly string[],
): Promise<Map<string, bigint>> {
  if (dedupeKeys.length === 0) return new Map();
  const rows = await tx.textMessage.findMany({
    where: { dedupeKey: { in: [...dedupeKeys] }, status: { in: ['queued', 'sent'] } },
    select: { id: true, dedupeKey: true },
  });
  return new Map(rows.map((row) => [row.dedupeKey, row.id]));
}
