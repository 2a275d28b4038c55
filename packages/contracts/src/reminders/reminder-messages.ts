import { bilingualTexts } from '../common/language';

/** The member's e-mail reminder setting: the dashboard toggle and the answers of the API. */
export const REMINDER_MESSAGES = bilingualTexts({
  heading: { ko: '수업 알림', en: 'Lesson reminders' },
  emailToggle: {
    ko: '수업 전날 이메일 알림 받기',
    en: 'E-mail me the day before each lesson',
  },
  inAppAlways: {
    ko: '앱 알림은 항상 받습니다.',
    en: 'You always get the reminder here in the app.',
  },
  emailOn: {
    ko: '수업 전날 이메일 알림을 받습니다.',
    en: 'You will be e-mailed the day before each lesson.',
  },
  emailOff: {
    ko: '수업 전날 이메일 알림을 받지 않습니다.',
    en: 'You will not be e-mailed before your lessons.',
  },
  loadFailed: {
    ko: '알림 설정을 불러오지 못했습니다.',
    en: 'The reminder setting could not be loaded.',
  },
  saveFailed: {
    ko: '알림 설정을 저장하지 못했습니다.',
    en: 'The reminder setting could not be saved.',
  },
});
