import type { TBilingualText } from '../common/language';
import { STAFF_NOTIFICATION_TEXTS } from './notifications.enums';

export const APPLICANT_LABEL = { ko: '신청자', en: 'Applicant' } as const satisfies TBilingualText;

export type TApplicationNotificationCategory = 'lesson_request' | 'oneday_request';

/** Stored texts of a new-application notification: the fixed texts plus who applied. */
export function applicationNotificationTexts(
  category: TApplicationNotificationCategory,
  applicantName: string,
): { title: string; titleEn: string; message: string; messageEn: string } {
  const { title, message } = STAFF_NOTIFICATION_TEXTS[category];
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${message.ko} (${APPLICANT_LABEL.ko}: ${applicantName})`,
    messageEn: `${message.en} (${APPLICANT_LABEL.en}: ${applicantName})`,
  };
}
