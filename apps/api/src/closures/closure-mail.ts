import type { TStoredNotificationTexts } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { mailLanguage, queueMail } from '../mail/outbox/queue-mail.js';
import { personalMail, type MailRecipient } from '../mail/personal-mail.js';

/** A closed-day notice for a member: what their in-app notification says, by e-mail. */
export const closureMail = (recipient: MailRecipient, texts: TStoredNotificationTexts) =>
  personalMail(recipient, {
    ko: {
      subject: `[드럼 아카데미] ${texts.title}`,
      lines: [texts.message, '', '궁금한 점이 있으면 학원으로 연락해주세요.'],
    },
    en: {
      subject: `[Drum Academy] ${texts.titleEn}`,
      lines: [texts.messageEn, '', 'If you have any questions, please contact the academy.'],
    },
  });

/**
 * Queues one closed-day e-mail per notice, in the member's language (docs/product/mail.md). The
 * key names the closure and what the notice is about, so each is queued once.
 */
export async function queueClosureMails(
  tx: Prisma.TransactionClient,
  notices: { dedupeKey: string; recipient: MailRecipient; texts: TStoredNotificationTexts }[],
): Promise<void> {
  for (const { dedupeKey, recipient, texts } of notices) {
    await queueMail(tx, {
      dedupeKey,
      language: mailLanguage(recipient.english),
      message: closureMail(recipient, texts),
    });
  }
}
