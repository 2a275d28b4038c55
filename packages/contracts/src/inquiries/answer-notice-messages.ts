import { bilingualTexts } from '../common/language';

/**
 * What the inquiry form says when the guest asks to hear of the answer and the academy cannot
 * send that notice (`GET /contact/answer-notice`). Here rather than in the web's dictionaries,
 * which every guest page loads: only the inquiry page needs it.
 */
export const ANSWER_NOTICE_MESSAGES = bilingualTexts({
  unavailable: {
    ko: "지금은 답변 알림을 보내드릴 수 없습니다. 답변은 '내 문의 답변 확인하기'에서 문의 비밀번호로 확인해 주세요.",
    en: 'We cannot tell you of the answer for now. Read it with your inquiry’s password under “Check the reply to my inquiry”.',
  },
});
