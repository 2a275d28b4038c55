import { bilingualTexts } from '../common/language';
import type { TMessageChannel } from './message-channel.schemas';

/** The member's message channel choice: the dashboard card and the answers of the API. */
export const MESSAGE_CHANNEL_MESSAGES = bilingualTexts({
  heading: { ko: '알림 받는 방법', en: 'How we reach you' },
  intro: {
    ko: '학원 소식(수업 일정, 수강료, 답변 등)을 받을 방법을 선택하세요.',
    en: 'Choose how the academy tells you about your lessons, tuition and replies.',
  },
  alimtalk: {
    ko: '카카오톡 알림톡 (카카오톡이 안 되면 문자)',
    en: 'KakaoTalk 알림톡 (a text message when KakaoTalk cannot deliver)',
  },
  email: { ko: '이메일', en: 'E-mail' },
  sms: { ko: '문자(SMS)로 받기', en: 'By text message (SMS)' },
  smsNote: {
    ko: '임시 비밀번호처럼 보안이 필요한 알림은 문자로 보내지 않고 이메일로 보내드립니다.',
    en: 'Messages that carry a secret, such as a temporary password, come by e-mail, never by text message.',
  },
  noEmailNote: {
    ko: '이메일 주소가 없으면 알림톡으로 보내드립니다.',
    en: 'Without an e-mail address on your account, we send the 알림톡.',
  },
  chosenAt: { ko: '{date}에 선택함', en: 'Chosen on {date}' },
  neverChosen: {
    ko: '아직 선택하지 않아 알림톡으로 받습니다.',
    en: 'Not chosen yet: you get the 알림톡.',
  },
  savedAlimtalk: {
    ko: '이제 카카오톡 알림톡으로 알려드립니다.',
    en: 'We will now reach you by KakaoTalk 알림톡.',
  },
  savedSms: {
    ko: '이제 문자(SMS)로 알려드립니다.',
    en: 'We will now reach you by text message (SMS).',
  },
  savedEmail: {
    ko: '이제 이메일로 알려드립니다.',
    en: 'We will now reach you by e-mail.',
  },
  loadFailed: {
    ko: '알림 받는 방법을 불러오지 못했습니다.',
    en: 'Your message channel could not be loaded.',
  },
  saveFailed: {
    ko: '알림 받는 방법을 저장하지 못했습니다.',
    en: 'Your message channel could not be saved.',
  },
});

/** The words that confirm each choice once it is saved. */
export const MESSAGE_CHANNEL_SAVED = {
  alimtalk: 'savedAlimtalk',
  email: 'savedEmail',
  sms: 'savedSms',
} as const satisfies Record<TMessageChannel, keyof typeof MESSAGE_CHANNEL_MESSAGES>;
