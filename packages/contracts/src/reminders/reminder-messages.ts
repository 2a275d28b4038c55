import { bilingualTexts } from '../common/language';

/**
 * The member's reminder setting (the wire's `emailReminders`): the dashboard toggle and the
 * answers of the API. The reminder outside the app goes by 알림톡 or e-mail, as the member chose
 * in "How we reach you" (docs/decisions/0037), so the words name no channel but in the help.
 */
export const REMINDER_MESSAGES = bilingualTexts({
  heading: { ko: '수업 알림', en: 'Lesson reminders' },
  emailToggle: {
    ko: '수업 전날 알림 받기',
    en: 'Remind me the day before each lesson',
  },
  /** The help under the switch when the academy sends 알림톡s. */
  viaChosenChannel: {
    ko: "'알림 받는 방법'에서 고른 대로 카카오톡 알림톡, 문자 또는 이메일로 보내드립니다.",
    en: 'By KakaoTalk 알림톡, text message or e-mail, as you chose in "How we reach you".',
  },
  /** The help under the switch when it sends none: everything comes by e-mail. */
  viaEmail: {
    ko: '이메일로 보내드립니다.',
    en: 'We send it by e-mail.',
  },
  inAppAlways: {
    ko: '앱 알림은 항상 받습니다.',
    en: 'You always get the reminder here in the app.',
  },
  emailOn: {
    ko: '수업 전날 알림을 보내드립니다.',
    en: 'You will be reminded the day before each lesson.',
  },
  emailOff: {
    ko: '수업 전날 알림을 앱에서만 받습니다.',
    en: 'You will be reminded in the app only.',
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
