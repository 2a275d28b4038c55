import type { TStoredNotificationTexts } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { mailLanguage, queueMail } from '../mail/outbox/queue-mail.js';
import { memberRecipient, personalMail } from '../mail/personal-mail.js';

/**
 * Queues the e-mail telling a member how staff decided their make-up request, in the member's
 * language, once per make-up (docs/product/mail.md).
 */
export async function queueMakeupDecisionMail(
  tx: Prisma.TransactionClient,
  input: {
    makeupId: number;
    member: { email: string; name: string; isForeigner: boolean };
    texts: TStoredNotificationTexts;
  },
): Promise<void> {
  const recipient = memberRecipient(input.member);
  const { texts } = input;
  await queueMail(tx, {
    dedupeKey: `makeup-decision:${input.makeupId}`,
    language: mailLanguage(recipient.english),
    message: personalMail(recipient, {
      ko: {
        subject: `[드럼 아카데미] ${texts.title}`,
        lines: [texts.message, '', '궁금한 점이 있으면 학원으로 연락해주세요.'],
      },
      en: {
        subject: `[Drum Academy] ${texts.titleEn}`,
        lines: [texts.messageEn, '', 'If you have any questions, please contact the academy.'],
      },
    }),
  });
}
