import type { Prisma } from '../../generated/prisma/client.js';
import type { MailMessage } from '../mailer.js';

export type TMailLanguage = 'ko' | 'en';

/** One e-mail to write to the outbox. */
export interface OutboxMail {
  /**
   * Names the event the mail tells of (e.g. "lesson_application:12:rejected"): the same key is
   * queued once, so a retried use case cannot send its mail twice.
   */
  dedupeKey: string;
  language: TMailLanguage;
  message: MailMessage;
}

/** The language of a personal mail (docs/product/overview.md: foreign members read English). */
export const mailLanguage = (english: boolean): TMailLanguage => (english ? 'en' : 'ko');

/**
 * Writes the mails to the outbox inside the caller's transaction, so each exists exactly when
 * the change that causes it is committed (docs/decisions/0017-mail-outbox.md); a key already
 * queued is skipped. Sending is left to `sendPendingMail`. Use cases reach it through the unit
 * of work (docs/decisions/0024-one-unit-of-work.md).
 */
export async function queueMails(
  tx: Prisma.TransactionClient,
  mails: readonly OutboxMail[],
): Promise<void> {
  if (mails.length === 0) return;
  await tx.mailOutbox.createMany({
    data: mails.map(({ dedupeKey, language, message }) => ({
      dedupeKey,
      language,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
    })),
    skipDuplicates: true,
  });
}

/**
 * Writes mails held behind their 알림톡 (docs/decisions/0038-mail-when-alimtalk-fails.md): never
 * sent while held, released only if the 알림톡 fails for good. A key or a 알림톡 already holding a
 * mail is skipped, so a retried use case holds one mail, as it queues one.
 */
export async function queueHeldMails(
  tx: Prisma.TransactionClient,
  mails: readonly (OutboxMail & { textMessageId: bigint })[],
): Promise<void> {
  if (mails.length === 0) return;
  await tx.mailOutbox.createMany({
    data: mails.map(({ dedupeKey, language, message, textMessageId }) => ({
      dedupeKey,
      language,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      status: 'held',
      textMessageId,
    })),
    skipDuplicates: true,
  });
}
