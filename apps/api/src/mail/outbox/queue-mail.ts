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
 * Writes the mail to the outbox inside the caller's transaction, so it exists exactly when the
 * change that causes it is committed (docs/decisions/0017-mail-outbox.md). Sending is left to
 * `sendPendingMail`.
 */
export async function queueMail(tx: Prisma.TransactionClient, mail: OutboxMail): Promise<void> {
  const { dedupeKey, language, message } = mail;
  await tx.mailOutbox.createMany({
    data: [
      { dedupeKey, language, recipient: message.to, subject: message.subject, text: message.text },
    ],
    skipDuplicates: true,
  });
}
