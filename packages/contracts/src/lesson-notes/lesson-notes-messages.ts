import { bilingualTexts } from '../common/language';
import { inBothLanguages, sentenceDate } from '../common/sentence-dates';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { LESSON_NOTE_LIMITS } from './lesson-notes.limits';

/** Form checks of a lesson note, keyed like the other validation messages. */
export const LESSON_NOTE_VALIDATION_MESSAGES = bilingualTexts({
  lessonNotePieceRequired: {
    ko: '연습한 곡이나 루디먼트를 입력해주세요.',
    en: 'Please enter the piece or rudiment.',
  },
  lessonNoteLinkInvalid: {
    ko: `링크는 https:// 로 시작하는 ${LESSON_NOTE_LIMITS.LINK}자 이내의 주소로 입력해주세요.`,
    en: `A link is an https:// address of at most ${LESSON_NOTE_LIMITS.LINK} characters.`,
  },
});

/** Answers of the lesson note calls (docs/product/lesson-notes.md). */
export const LESSON_NOTE_MESSAGES = bilingualTexts({
  saved: { ko: '레슨 노트를 저장했습니다.', en: 'The lesson note has been saved.' },
  notYetHeld: {
    ko: '레슨 노트는 수업 당일부터 쓸 수 있습니다.',
    en: 'A lesson note can be written from the day of the lesson.',
  },
  notHeld: {
    ko: '결석 통보했거나 학원 사정으로 취소된 수업에는 레슨 노트를 쓸 수 없습니다.',
    en: 'A lesson the member gave notice for, or the academy cancelled, takes no note.',
  },
  notOwnStudent: {
    ko: '담당하는 수업의 레슨 노트만 쓸 수 있습니다.',
    en: 'Teachers write notes only for the lessons they teach.',
  },
});

/** The member's (or guardian's) notification of a new note: whose lesson, which day, what piece. */
export function lessonNoteTexts(input: {
  memberName: string;
  date: string;
  piece: string;
}): TStoredNotificationTexts {
  const day = inBothLanguages((language) => sentenceDate(input.date, language));
  return {
    title: '레슨 노트',
    titleEn: 'Lesson note',
    message: `${input.memberName}님의 ${day.ko} 레슨 노트가 등록되었습니다: ${input.piece}`,
    messageEn: `The note of ${input.memberName}'s lesson on ${day.en} is ready: ${input.piece}`,
  };
}
