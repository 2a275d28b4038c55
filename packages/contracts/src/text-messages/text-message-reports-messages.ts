import { bilingualTexts } from '../common/language';

/** What the API answers the provider's delivery reports (POST /webhooks/solapi). */
export const TEXT_MESSAGE_REPORT_MESSAGES = bilingualTexts({
  tooManyReports: {
    ko: '전송 결과 보고가 너무 많습니다. 1분 후 다시 보내주세요.',
    en: 'Too many delivery reports. Please send again in a minute.',
  },
  providerUnavailable: {
    ko: '문자 발송사에 전송 결과를 확인하지 못했습니다. 잠시 후 다시 보내주세요.',
    en: 'The delivery state could not be confirmed with the provider. Please send again later.',
  },
});
