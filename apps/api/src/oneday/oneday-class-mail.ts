import {
  inBothLanguages,
  minutesToTime,
  sentenceDateTime,
  toAcademyIsoDate,
  toAcademyMinutes,
  type TOnedayStatus,
} from '@academy/contracts';
import { personalMail } from '../mail/personal-mail.js';
import type { MailRecipient } from '../mail/personal-mail.js';
import { onedayClassText } from '../reminders/oneday-class-text.js';
import {
  applicationRecipient,
  type TApplicationContactRow,
} from '../unit-of-work/application-contact.js';
import type { TMessage, TRecipient } from '../unit-of-work/message.js';

/** The e-mail telling a guest the date and time (academy time) of their one-day class. */
export function onedayScheduledMail(recipient: MailRecipient, scheduledAt: Date) {
  const time = minutesToTime(toAcademyMinutes(scheduledAt));
  const when = inBothLanguages((language) =>
    sentenceDateTime(toAcademyIsoDate(scheduledAt), time, language),
  );
  return personalMail(recipient, {
    en: {
      subject: '[Drum Academy] Your one-day class is scheduled',
      lines: [
        `Your one-day drum class is scheduled for ${when.en} (Korea time).`,
        '',
        'If you cannot come, please contact the academy.',
      ],
    },
    ko: {
      subject: '[드럼 아카데미] 원데이 클래스 일정이 확정되었습니다',
      lines: [
        `원데이 드럼 클래스 일정이 ${when.ko}(으)로 확정되었습니다.`,
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
 * The guest's e-mail for a status change that concerns them: a class date confirmed (by 알림톡
 * to the phone of the form when the text channel is on), or the application cancelled (by mail
 * only: it has no template). Guests who left no address get no mail; the language is the one of
 * the application page they used. An application for a child is answered to the guardian, about
 * the child.
 */
export function onedayMailOf(
  application: TApplicationContactRow & { id: number; language: string },
  status: TOnedayStatus,
  scheduledAt: Date | undefined,
): { recipient: TRecipient; message: TMessage } | null {
  const { id } = application;
  const recipient = applicationRecipient(application);
  if (status === 'scheduled' && scheduledAt) {
    return {
      recipient,
      message: {
        key: `oneday_application:${id}:scheduled:${scheduledAt.toISOString()}`,
        mail: (recipient) => onedayScheduledMail(recipient, scheduledAt),
        text: onedayClassText('onedayClassConfirmed', scheduledAt),
      },
    };
  }
  if (status === 'cancelled') {
    return {
      recipient,
      message: { key: `oneday_application:${id}:cancelled`, mail: onedayCancelledMail },
    };
  }
  return null;
}
