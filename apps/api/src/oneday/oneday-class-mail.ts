import {
  minutesToTime,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TOnedayStatus,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { mailLanguage, queueMail } from '../mail/outbox/queue-mail.js';
import { personalMail } from '../mail/personal-mail.js';
import type { MailRecipient } from '../mail/personal-mail.js';

/** The e-mail telling a guest the date and time (academy time) of their one-day class. */
export function onedayScheduledMail(recipient: MailRecipient, scheduledAt: Date) {
  const when = `${toAcademyIsoDate(scheduledAt)} ${minutesToTime(toAcademyMinutes(scheduledAt))}`;
  return personalMail(recipient, {
    en: {
      subject: '[Drum Academy] Your one-day class is scheduled',
      lines: [
        `Your one-day drum class is scheduled for ${when} (Korea time).`,
        '',
        'If you cannot come, please contact the academy.',
      ],
    },
    ko: {
      subject: '[드럼 아카데미] 원데이 클래스 일정이 확정되었습니다',
      lines: [
        `원데이 드럼 클래스 일정이 ${when}(으)로 확정되었습니다.`,
        '',
        '참석이 어려우시면 학원으로 연락해주세요.',
      ],
    },
  });
}

/** The e-mail telling a guest that their one-day class application was cancelled. */
export const onedayCancelledMail = (recipient: MailRecipient) =>
  personalMail(recipient, {
    en: {
      subject: '[Drum Academy] Your one-day class was cancelled',
      lines: [
        'Your one-day drum class application was cancelled.',
        '',
        'If you have any questions or would like another date, please contact the academy.',
      ],
    },
    ko: {
      subject: '[드럼 아카데미] 원데이 클래스가 취소되었습니다',
      lines: [
        '원데이 드럼 클래스 신청이 취소되었습니다.',
        '',
        '궁금한 점이 있거나 다른 날짜를 원하시면 학원으로 연락해주세요.',
      ],
    },
  });

/**
 * Queues the guest's e-mail for a status change that concerns them: a class date confirmed, or
 * the application cancelled. Guests who left no address get none; the language is the one of the
 * application page they used.
 */
export async function queueOnedayMail(
  tx: Prisma.TransactionClient,
  application: { id: number; name: string; email: string | null; language: string },
  status: TOnedayStatus,
  scheduledAt: Date | undefined,
): Promise<void> {
  const { id, name, email, language } = application;
  if (!email) return;
  const recipient = { to: email, name, english: language === 'en' };
  if (status === 'scheduled' && scheduledAt) {
    await queueMail(tx, {
      dedupeKey: `oneday_application:${id}:scheduled:${scheduledAt.toISOString()}`,
      language: mailLanguage(recipient.english),
      message: onedayScheduledMail(recipient, scheduledAt),
    });
  }
  if (status === 'cancelled') {
    await queueMail(tx, {
      dedupeKey: `oneday_application:${id}:cancelled`,
      language: mailLanguage(recipient.english),
      message: onedayCancelledMail(recipient),
    });
  }
}
