import { bilingualTexts } from '../common/language';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { CHECKIN_LIMITS } from './checkin.limits';
import { inBothLanguages, sentenceDateTime } from '../common/sentence-dates';

/** Form check of the code, keyed like the other validation messages. */
export const CHECKIN_VALIDATION_MESSAGES = bilingualTexts({
  checkinCodeInvalid: {
    ko: `체크인 코드는 숫자 ${CHECKIN_LIMITS.CODE_LENGTH}자리입니다.`,
    en: `A check-in code is ${CHECKIN_LIMITS.CODE_LENGTH} digits.`,
  },
});

/** Answers of the kiosk and of staff's code calls (docs/product/checkin.md). */
export const CHECKIN_MESSAGES = bilingualTexts({
  checkedIn: { ko: '출석했습니다.', en: 'Checked in.' },
  alreadyCheckedIn: { ko: '오늘은 이미 출석했습니다.', en: 'Already checked in today.' },
  unknownCode: {
    ko: '코드를 확인해주세요. 모르면 데스크에 물어봐주세요.',
    en: 'Please check the code, or ask at the desk.',
  },
  noLessonToday: {
    ko: '오늘은 수업이 없습니다. 데스크에 물어봐주세요.',
    en: 'There is no lesson today. Please ask at the desk.',
  },
  lessonNotHeld: {
    ko: '오늘 수업은 결석 또는 휴강으로 기록되어 있습니다. 데스크에 물어봐주세요.',
    en: "Today's lesson is recorded as absent or cancelled. Please ask at the desk.",
  },
  tooManyWrongCodes: {
    ko: '잘못된 코드가 너무 많이 입력되었습니다. 잠시 후 다시 시도하거나 데스크에 물어봐주세요.',
    en: 'Too many wrong codes. Please try again later or ask at the desk.',
  },
  codeReset: { ko: '새 체크인 코드를 만들었습니다.', en: 'A new check-in code has been made.' },
  noFreeCode: {
    ko: '남은 체크인 코드가 없습니다. 관리자에게 문의해주세요.',
    en: 'No check-in code is left. Please contact the administrator.',
  },
});

interface TArrivalInput {
  name: string;
  date: string;
  time: string;
}

const arrivalWhen = (input: TArrivalInput) =>
  inBothLanguages((language) => sentenceDateTime(input.date, input.time, language));

/** The in-app notice of an arrival at the kiosk, naming the student and the time (Seoul). */
export function arrivalTexts(input: TArrivalInput): TStoredNotificationTexts {
  const when = arrivalWhen(input);
  return {
    title: '도착 알림',
    titleEn: 'Arrived at the academy',
    message: `${input.name} 학생이 ${when.ko}에 학원에 도착해 출석했습니다.`,
    messageEn: `${input.name} arrived at the academy and checked in on ${when.en}.`,
  };
}

/** The in-app notice that a lesson started and the student has not checked in. */
export function notArrivedTexts(input: TArrivalInput): TStoredNotificationTexts {
  const when = arrivalWhen(input);
  return {
    title: '미도착 알림',
    titleEn: 'Not arrived yet',
    message: `${input.name} 학생이 ${when.ko} 수업에 아직 도착하지 않았습니다. 결석이면 학원으로 연락해주세요.`,
    messageEn: `${input.name} has not arrived yet for the lesson on ${when.en}. If they cannot come, please contact the academy.`,
  };
}
