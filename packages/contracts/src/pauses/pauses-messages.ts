import { bilingualTexts, type TBilingualText } from '../common/language';
import { inBothLanguages, sentenceMonthRange } from '../common/sentence-dates';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { STAFF_NOTIFICATION_TEXTS } from '../notifications/notifications.enums';
import { PAUSE_LIMITS } from './pauses.limits';

/** Form checks of a pause request, keyed like the other validation messages. */
export const PAUSE_VALIDATION_MESSAGES = bilingualTexts({
  pauseMonthFormat: {
    ko: '휴원할 달을 골라주세요 (YYYY-MM).',
    en: 'Please choose the months to pause (YYYY-MM).',
  },
  pauseMonthsTooMany: {
    ko: `휴원은 한 번에 연속한 ${PAUSE_LIMITS.MONTHS_PER_REQUEST}개월까지 신청할 수 있습니다.`,
    en: `A pause covers at most ${PAUSE_LIMITS.MONTHS_PER_REQUEST} months in a row.`,
  },
  pausedMonthLesson: {
    ko: '휴원한 달의 수업은 옮길 수 없고, 휴원한 달로 옮길 수도 없습니다.',
    en: 'A lesson of a paused month cannot be moved, nor can one be moved into a paused month.',
  },
  pauseMonthNotAhead: {
    ko: `휴원은 다음 달부터 ${PAUSE_LIMITS.FIRST_MONTH_AHEAD}개월 안에 시작하는 달로 신청할 수 있습니다.`,
    en: `A pause starts next month at the earliest and within ${PAUSE_LIMITS.FIRST_MONTH_AHEAD} months.`,
  },
});

/** Answers of the pause calls (docs/product/pauses.md). */
export const PAUSE_MESSAGES = bilingualTexts({
  requested: {
    ko: '휴원 신청이 접수되었습니다. 학원에서 확인 후 알려드립니다.',
    en: 'Your pause request has been received. The academy will let you know.',
  },
  withdrawn: { ko: '휴원 신청을 취소했습니다.', en: 'The pause request has been withdrawn.' },
  approved: { ko: '휴원을 승인했습니다.', en: 'The pause has been approved.' },
  rejected: { ko: '휴원 신청을 거절했습니다.', en: 'The pause request has been refused.' },
  overlap: {
    ko: '이미 신청했거나 승인된 휴원과 겹치는 달이 있습니다.',
    en: 'One of these months is already in a pause asked for or approved.',
  },
  limitReached: {
    ko: `휴원은 한 해에 ${PAUSE_LIMITS.MONTHS_PER_YEAR}개월까지 가능합니다.`,
    en: `Lessons can be paused for at most ${PAUSE_LIMITS.MONTHS_PER_YEAR} months a year.`,
  },
  noWeeklySlot: {
    ko: '정규 수업 시간이 있어야 휴원을 신청할 수 있습니다.',
    en: 'Only a member with a weekly lesson slot can pause lessons.',
  },
  notPending: {
    ko: '이미 처리되었거나 취소된 휴원 신청입니다.',
    en: 'This pause request has already been decided or withdrawn.',
  },
  monthStarted: {
    ko: '휴원 첫 달이 이미 시작되어 승인할 수 없습니다. 거절 후 새로 신청하도록 안내해주세요.',
    en: 'The first month of this pause has begun, so it can no longer be approved. Refuse it and ask the member to ask again.',
  },
});

interface TPauseTextInput {
  memberName: string;
  fromMonth: string;
  untilMonth: string;
}

/** The months of a pause as one phrase: "2027년 1월" or "2027년 1월~3월" / "January to March 2027". */
export const pauseMonthsText = (input: { fromMonth: string; untilMonth: string }): TBilingualText =>
  inBothLanguages((language) => sentenceMonthRange(input.fromMonth, input.untilMonth, language));

/** Staff notification for a new pause request: who and which months. */
export function pauseRequestTexts(input: TPauseTextInput): TStoredNotificationTexts {
  const { title, message } = STAFF_NOTIFICATION_TEXTS.pause_request;
  const months = pauseMonthsText(input);
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${message.ko} (${input.memberName}: ${months.ko})`,
    messageEn: `${message.en} (${input.memberName}: ${months.en})`,
  };
}

/** The member's answer: approved (with what happens to their weekly slot) or refused with the reason. */
export function pauseDecisionTexts(
  input: TPauseTextInput &
    ({ outcome: 'approved'; keepSlot: boolean } | { outcome: 'rejected'; reason: string }),
): TStoredNotificationTexts {
  const months = pauseMonthsText(input);
  if (input.outcome === 'rejected') {
    return {
      title: '휴원 신청 거절',
      titleEn: 'Pause request refused',
      message: `${input.memberName}님의 ${months.ko} 휴원 신청이 거절되었습니다. 사유: ${input.reason}`,
      messageEn: `The request to pause ${input.memberName}'s lessons for ${months.en} was refused. Reason: ${input.reason}`,
    };
  }
  const slot = input.keepSlot
    ? {
        ko: '정규 수업 시간은 복귀할 때까지 유지됩니다.',
        en: 'The weekly lesson slot is kept for the return.',
      }
    : {
        ko: '정규 수업 시간은 해제되었습니다. 복귀 전에 학원에 연락해 새 수업 시간을 정해주세요.',
        en: 'The weekly lesson slot has been released. Please contact the academy before returning to set a new one.',
      };
  return {
    title: '휴원 승인',
    titleEn: 'Pause approved',
    message: `${input.memberName}님의 ${months.ko} 휴원이 승인되었습니다. 이 기간에는 수업과 수강료가 없습니다. ${slot.ko}`,
    messageEn: `${input.memberName}'s lessons are paused for ${months.en}: no lessons and no tuition then. ${slot.en}`,
  };
}
