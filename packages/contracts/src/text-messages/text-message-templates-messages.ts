import { bilingualTexts } from '../common/language';

/** The 알림톡 template screen and its API: refusals and outcomes (docs/product/text-messages.md). */
export const TEXT_MESSAGE_TEMPLATE_MESSAGES = bilingualTexts({
  channelOff: {
    ko: '알림톡이 설정되어 있지 않습니다. 발송사 설정(SOLAPI_*) 후 사용할 수 있습니다.',
    en: 'Text messages are not configured. Set up the provider (SOLAPI_*) first.',
  },
  unknownTemplate: {
    ko: '그런 코드의 알림톡 템플릿이 없습니다.',
    en: 'There is no 알림톡 template with that code.',
  },
  notApproved: {
    ko: '이 템플릿은 아직 승인되지 않아 보낼 수 없습니다. 승인 후 다시 동기화해주세요.',
    en: 'This template is not approved, so it cannot be sent. Sync again once it is approved.',
  },
  testQueued: {
    ko: '테스트 알림톡을 발송 대기열에 넣었습니다.',
    en: 'The test message has been queued for sending.',
  },
  tooManyTestSends: {
    ko: '테스트 발송이 너무 많습니다. 1시간 후 다시 시도해주세요.',
    en: 'Too many test sends. Please try again in an hour.',
  },
  syncQueued: {
    ko: '템플릿 동기화를 실행 대기열에 넣었습니다. 잠시 후 목록이 갱신됩니다.',
    en: 'The template sync has been queued. The list updates shortly.',
  },
  syncAlreadyQueued: {
    ko: '템플릿 동기화가 이미 실행을 기다리고 있습니다.',
    en: 'A template sync is already waiting to run.',
  },
});
