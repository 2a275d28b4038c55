import { ATTENDANCE_STATUS_LABELS } from '../attendance/attendance-messages';
import { enterText } from '../common/message-patterns';
import { bilingualTexts } from '../common/language';
import type { TBilingualText } from '../common/language';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { MAKEUP_LIMITS } from './makeups.limits';
import { inBothLanguages, sentenceDate, sentenceDayHours } from '../common/sentence-dates';

/** Form checks of the make-up calls, keyed like the other validation messages. */
export const MAKEUP_VALIDATION_MESSAGES = bilingualTexts({
  makeupDateRequired: {
    ko: '보강 날짜를 선택해주세요.',
    en: 'Please choose the day of the make-up.',
  },
  makeupTimeRequired: {
    ko: '보강 시간을 선택해주세요.',
    en: 'Please choose the hour of the make-up.',
  },
  makeupOutsideHours: {
    ko: '보강은 평일 수업 시간(정시 시작)에만 예약할 수 있습니다.',
    en: 'Make-ups can only be booked on a weekday lesson hour, starting on the hour.',
  },
  makeupInPast: {
    ko: '이미 지난 시간은 선택할 수 없습니다.',
    en: 'A time that has already passed cannot be chosen.',
  },
  makeupAfterExpiry: {
    ko: '보강권 유효기간이 지난 날짜입니다. 유효기간 안의 날짜를 선택해주세요.',
    en: 'That day is after your credit expires. Please choose a day before it expires.',
  },
  makeupReasonRequired: enterText('사유를', 'the reason'),
  makeupCreditActionInvalid: {
    ko: '지급 또는 취소를 선택해주세요.',
    en: 'Please choose grant or void.',
  },
  makeupDecisionInvalid: {
    ko: '승인 또는 거절을 선택해주세요.',
    en: 'Please choose approve or reject.',
  },
});

/** Outcomes and refusals of the make-up calls (docs/product/makeups.md). */
export const MAKEUP_MESSAGES = bilingualTexts({
  booked: { ko: '보강 수업이 예약되었습니다.', en: 'Your make-up lesson is booked.' },
  requested: {
    ko: `수업 시작까지 ${MAKEUP_LIMITS.BOOK_AT_ONCE_HOURS_AHEAD}시간이 남지 않아 학원에 승인을 요청했습니다.`,
    en: `The lesson starts in less than ${MAKEUP_LIMITS.BOOK_AT_ONCE_HOURS_AHEAD} hours, so it was sent to the academy for approval.`,
  },
  noOpenCredit: {
    ko: '사용할 수 있는 보강권이 없습니다.',
    en: 'You have no make-up credit to spend.',
  },
  hourBusy: {
    ko: '선생님의 그 시간은 이미 찼습니다. 다른 시간을 선택해주세요.',
    en: 'The teacher is not free at that hour. Please choose another hour.',
  },
  dayHasLesson: {
    ko: '그날은 이미 수업이 있습니다. 하루에 한 수업만 받을 수 있습니다.',
    en: 'You already have a lesson that day. A member has at most one lesson a day.',
  },
  dateClosed: {
    ko: '학원 휴원일에는 보강을 예약할 수 없습니다. 다른 날짜를 선택해주세요.',
    en: 'A make-up cannot be booked on a day the academy is closed. Please choose another day.',
  },
  publicHoliday: {
    ko: '공휴일에는 보강을 예약할 수 없습니다. 다른 날짜를 선택해주세요.',
    en: 'A make-up cannot be booked on a public holiday. Please choose another day.',
  },
  noTeacher: {
    ko: '담당 선생님이 정해지지 않아 보강을 예약할 수 없습니다. 학원에 문의해주세요.',
    en: 'No teacher is assigned to you yet, so a make-up cannot be booked. Please contact the academy.',
  },
  capReached: {
    ko: '보유할 수 있는 보강권 수를 넘을 수 없습니다. 먼저 보강권을 사용하거나 취소해주세요.',
    en: 'The member already holds the most open credits allowed. Spend or void one first.',
  },
  creditNotOpen: {
    ko: '사용 중이거나 만료·취소된 보강권은 취소할 수 없습니다.',
    en: 'Only an open credit can be voided; this one is spent, expired or already voided.',
  },
  creditGranted: { ko: '보강권을 지급했습니다.', en: 'The credit has been granted.' },
  creditVoided: { ko: '보강권을 취소했습니다.', en: 'The credit has been voided.' },
  approved: { ko: '보강 요청을 승인했습니다.', en: 'The make-up request has been approved.' },
  rejected: { ko: '보강 요청을 거절했습니다.', en: 'The make-up request has been rejected.' },
  notRequested: {
    ko: '이미 처리된 보강 요청입니다.',
    en: 'This make-up request has already been decided.',
  },
  cancelTooLate: {
    ko: `보강 수업은 시작 ${MAKEUP_LIMITS.BOOK_AT_ONCE_HOURS_AHEAD}시간 전까지만 취소할 수 있습니다. 학원으로 연락해주세요.`,
    en: `A make-up can be cancelled only until ${MAKEUP_LIMITS.BOOK_AT_ONCE_HOURS_AHEAD} hours before it starts. Please contact the academy.`,
  },
  notCancellable: {
    ko: '이미 취소되었거나 거절된, 또는 지난 보강 수업입니다.',
    en: 'This make-up is already cancelled, declined or past.',
  },
  approvalHourTaken: {
    ko: '그사이 그 시간이 다른 보강으로 찼습니다. 요청을 거절해주세요.',
    en: 'That hour has since been taken by another make-up. Please reject the request.',
  },
});

export const MAKEUP_CREDIT_SOURCE_LABELS = bilingualTexts({
  absence_notice: { ko: '결석 연락', en: 'Absence notice' },
  academy_cancellation: ATTENDANCE_STATUS_LABELS.cancelled_by_academy,
  staff_grant: { ko: '학원 지급', en: 'Granted by the academy' },
});

type TMakeupWhen = { date: string; startTime: string; endTime: string };

/** Member notification and e-mail: staff decided on their make-up request. */
export function makeupDecisionTexts(
  outcome: 'approved' | 'rejected',
  input: TMakeupWhen & { response: string | null },
): TStoredNotificationTexts {
  const when = inBothLanguages((language) => sentenceDayHours(input, language));
  const note = input.response ? ` (${input.response})` : '';
  return outcome === 'approved'
    ? {
        title: '보강 수업 확정',
        titleEn: 'Make-up lesson confirmed',
        message: `${when.ko} 보강 수업 요청이 승인되었습니다.${note}`,
        messageEn: `Your make-up lesson on ${when.en} has been approved.${note}`,
      }
    : {
        title: '보강 요청 거절',
        titleEn: 'Make-up request declined',
        message: `${when.ko} 보강 수업 요청이 거절되었습니다${note}. 보강권은 다시 사용할 수 있습니다.`,
        messageEn: `Your make-up request for ${when.en} was declined${note}. Your credit can be spent again.`,
      };
}

/** Staff notification: a member asked for a make-up that needs their decision. */
export function makeupRequestTexts(
  input: TMakeupWhen & { memberName: string },
): TStoredNotificationTexts {
  const when = inBothLanguages((language) => sentenceDayHours(input, language));
  return {
    title: '보강 승인 요청',
    titleEn: 'Make-up request',
    message: `${input.memberName} 회원이 ${when.ko} 보강 수업을 요청했습니다.`,
    messageEn: `${input.memberName} asked for a make-up lesson on ${when.en}.`,
  };
}

/** The member cancelled a make-up: its credit is theirs again until its last day. */
export function makeupCancelledTexts(creditExpiresOn: string): TBilingualText {
  const until = inBothLanguages((language) => sentenceDate(creditExpiresOn, language));
  return {
    ko: `보강 수업을 취소했습니다. 보강권은 ${until.ko}까지 다시 사용할 수 있습니다.`,
    en: `Your make-up lesson is cancelled. Its credit is yours again, usable until ${until.en}.`,
  };
}
