import { bilingualTexts } from '../common/language';
import { CONSULTATION_NOTE_LIMITS } from './consultation-notes.limits';

/** Form checks of a consultation note, keyed like the other validation messages. */
export const CONSULTATION_NOTE_VALIDATION_MESSAGES = bilingualTexts({
  consultationNoteBodyRequired: {
    ko: `상담 내용을 ${CONSULTATION_NOTE_LIMITS.BODY}자 이내로 입력해주세요.`,
    en: `Please write the consultation in at most ${CONSULTATION_NOTE_LIMITS.BODY} characters.`,
  },
});

/** Answers of the consultation note calls (docs/product/back-office.md#consultation-notes). */
export const CONSULTATION_NOTE_MESSAGES = bilingualTexts({
  saved: { ko: '상담일지를 저장했습니다.', en: 'The consultation note has been saved.' },
  deleted: { ko: '상담일지를 삭제했습니다.', en: 'The consultation note has been deleted.' },
  futureDate: {
    ko: '상담일은 오늘이나 그 이전 날짜여야 합니다.',
    en: 'The consultation date must be today or earlier.',
  },
  notOwnNote: {
    ko: '상담일지는 작성한 본인이나 관리자만 고치거나 지울 수 있습니다.',
    en: 'Only the author of a consultation note, or an admin, may edit or delete it.',
  },
});
