import { bilingualTexts } from '../common/language';
import { PRACTICE_LOG_LIMITS, TEMPO_BPM } from './practice-log.limits';

/** Form checks of a practice entry and of a tempo, keyed like the other validation messages. */
export const PRACTICE_LOG_VALIDATION_MESSAGES = bilingualTexts({
  practiceExerciseRequired: {
    ko: '연습한 곡이나 루디먼트를 입력해주세요.',
    en: 'Please enter the piece or rudiment you practised.',
  },
  practiceMinutesRange: {
    ko: `연습 시간은 ${PRACTICE_LOG_LIMITS.MINUTES.MIN}분에서 ${PRACTICE_LOG_LIMITS.MINUTES.MAX}분 사이로 입력해주세요.`,
    en: `Practice time is ${PRACTICE_LOG_LIMITS.MINUTES.MIN} to ${PRACTICE_LOG_LIMITS.MINUTES.MAX} minutes.`,
  },
  tempoRange: {
    ko: `템포는 ${TEMPO_BPM.MIN}에서 ${TEMPO_BPM.MAX} BPM 사이로 입력해주세요.`,
    en: `A tempo is ${TEMPO_BPM.MIN} to ${TEMPO_BPM.MAX} BPM.`,
  },
});

/** Answers of the practice log calls (docs/product/lesson-notes.md). */
export const PRACTICE_LOG_MESSAGES = bilingualTexts({
  logged: { ko: '연습 기록을 저장했습니다.', en: 'Your practice has been logged.' },
  deleted: { ko: '연습 기록을 삭제했습니다.', en: 'The practice entry has been deleted.' },
  future: {
    ko: '아직 오지 않은 날의 연습은 기록할 수 없습니다.',
    en: 'A practice cannot be logged for a day still to come.',
  },
  tooOld: {
    ko: `연습은 최근 ${PRACTICE_LOG_LIMITS.DAYS_BACK}일 안의 날짜로 기록할 수 있습니다.`,
    en: `A practice can be logged for the last ${PRACTICE_LOG_LIMITS.DAYS_BACK} days only.`,
  },
  dayFull: {
    ko: `하루에 연습 기록은 ${PRACTICE_LOG_LIMITS.ENTRIES_PER_DAY}개까지 남길 수 있습니다.`,
    en: `At most ${PRACTICE_LOG_LIMITS.ENTRIES_PER_DAY} practice entries can be logged for one day.`,
  },
  notFound: {
    ko: '연습 기록을 찾을 수 없습니다.',
    en: 'The practice entry was not found.',
  },
});
