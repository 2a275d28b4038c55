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
