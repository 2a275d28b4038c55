import { bilingualTexts } from '../common/language';

/** Refusals of sending an announcement (docs/product/announcements in docs/product/api.md). */
export const ANNOUNCEMENT_MESSAGES = bilingualTexts({
  audienceEmpty: {
    ko: '선택한 대상에 해당하는 회원이 없어 공지를 보내지 않았습니다. 다른 대상을 골라주세요.',
    en: 'Nobody is in the chosen group, so the announcement was not sent. Please choose another group.',
  },
});
