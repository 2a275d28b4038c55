import { enterText } from '../common/message-patterns';
import { bilingualTexts } from '../common/language';
import type { TBilingualText } from '../common/language';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { STAFF_NOTIFICATION_TEXTS } from '../notifications/notifications.enums';
import type { ATTENDANCE_STATUSES, CREDIT_REFUSALS } from './attendance.limits';
import { ATTENDANCE_LIMITS } from './attendance.limits';
import { inBothLanguages, sentenceDate, sentenceDateTime } from '../common/sentence-dates';

// From the lists themselves, not the schemas: the schemas import common/, which gathers these
// messages, and imports go one way (import-cycles.test.ts).
type TAttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
type TCreditRefusal = (typeof CREDIT_REFUSALS)[number];

export const ATTENDANCE_STATUS_LABELS = {
  unmarked: { ko: '미확인', en: 'Not marked' },
  attended: { ko: '출석', en: 'Attended' },
  absent_with_notice: { ko: '사전 연락 결석', en: 'Absent with notice' },
  absent_without_notice: { ko: '무단 결석', en: 'Absent without notice' },
  cancelled_by_academy: { ko: '학원 사정 휴강', en: 'Cancelled by the academy' },
} as const satisfies Record<TAttendanceStatus, TBilingualText>;

/** Form checks of attendance calls, keyed like the other validation messages. */
export const ATTENDANCE_VALIDATION_MESSAGES = bilingualTexts({
  attendanceStatusInvalid: {
    ko: '출석 상태를 선택해주세요.',
    en: 'Please choose an attendance state.',
  },
  attendanceNoticeReasonRequired: enterText('결석 사유를', 'the reason you cannot come'),
});

/** Refusals and outcomes of the attendance calls (docs/product/attendance.md). */
export const ATTENDANCE_MESSAGES = bilingualTexts({
  marked: { ko: '출석 상태를 저장했습니다.', en: 'The attendance has been saved.' },
  notALesson: {
    ko: '그 날짜는 해당 회원의 수업일이 아닙니다.',
    en: 'That date is not a lesson of this member.',
  },
  outcomeInFuture: {
    ko: '출석이나 결석은 오늘까지의 수업에만 기록할 수 있습니다.',
    en: 'Attended or absent can only be recorded for lessons up to today.',
  },
  noticeTooLate: {
    ko: `결석 연락은 수업 시작 ${ATTENDANCE_LIMITS.NOTICE_HOURS_AHEAD}시간 전까지 해주세요. 학원으로 직접 연락해주세요.`,
    en: `Notice must be given at least ${ATTENDANCE_LIMITS.NOTICE_HOURS_AHEAD} hours before the lesson. Please contact the academy directly.`,
  },
  noticeTooFarAhead: {
    ko: '결석 연락은 앞으로 4주 안의 수업에만 할 수 있습니다.',
    en: 'Notice can only be given for lessons in the coming four weeks.',
  },
  tooManyNotices: {
    ko: '결석 연락을 너무 자주 보냈습니다. 잠시 후 다시 시도하거나 학원으로 연락해주세요.',
    en: 'Too many notices in a short time. Please try again later or contact the academy.',
  },
  noticeAlreadyGiven: {
    ko: '이미 결석 연락을 한 수업입니다.',
    en: 'You have already given notice for this lesson.',
  },
  alreadyMarked: {
    ko: '학원에서 이미 이 수업의 상태를 정했습니다. 학원으로 연락해주세요.',
    en: 'The academy has already set the state of this lesson. Please contact the academy.',
  },
  noticeCreditSpent: {
    ko: '이 결석 연락으로 받은 보강권을 이미 보강 수업에 사용했습니다. 보강 수업을 먼저 취소해주세요.',
    en: "This notice's make-up credit is already used for a make-up lesson. Please cancel that make-up first.",
  },
  noticeNotWithdrawable: {
    ko: `결석 연락은 수업 시작 ${ATTENDANCE_LIMITS.NOTICE_HOURS_AHEAD}시간 전까지만 취소할 수 있습니다. 학원으로 연락해주세요.`,
    en: `A notice can be withdrawn only until ${ATTENDANCE_LIMITS.NOTICE_HOURS_AHEAD} hours before the lesson. Please contact the academy.`,
  },
  noNoticeToWithdraw: {
    ko: '이 수업에 대한 결석 연락이 없습니다.',
    en: 'There is no notice of absence for this lesson.',
  },
  noticeWithdrawn: {
    ko: '결석 연락을 취소했습니다. 수업에 오실 수 있습니다.',
    en: 'Your notice is withdrawn. The lesson is yours again.',
  },
  closedDay: {
    ko: '학원 휴원일이라 휴강 처리된 수업입니다. 출석 상태를 바꿀 수 없습니다.',
    en: "This lesson is cancelled by the academy's closed day; its attendance cannot be changed.",
  },
});

/** The answer to "I cannot come": the credit earned and its last day, or why none was. */
export function noticeOutcomeTexts(outcome: {
  expiresOn: string | null;
  refusal: TCreditRefusal | null;
  cap: number;
}): TBilingualText {
  if (outcome.expiresOn !== null) {
    const { expiresOn } = outcome;
    const until = inBothLanguages((language) => sentenceDate(expiresOn, language));
    return {
      ko: `결석 연락을 받았습니다. 보강권이 생겼습니다(${until.ko}까지 사용 가능).`,
      en: `Your notice has been received. You earned a make-up credit, usable until ${until.en}.`,
    };
  }
  if (outcome.refusal === 'cap_reached') {
    return {
      ko: `결석 연락을 받았습니다. 보강권은 최대 ${outcome.cap}개까지 보유할 수 있어 이번에는 생기지 않았습니다.`,
      en: `Your notice has been received. No make-up credit this time: at most ${outcome.cap} open credits can be held.`,
    };
  }
  return {
    ko: '결석 연락을 받았습니다. 이 수업의 보강권은 이미 받았습니다.',
    en: 'Your notice has been received. This lesson already earned a make-up credit.',
  };
}

/** Staff notification for a member's "I cannot come": who, which lesson, why. */
export function absenceNoticeStaffTexts(input: {
  memberName: string;
  date: string;
  startTime: string;
  reason: string;
}): TStoredNotificationTexts {
  const { title } = STAFF_NOTIFICATION_TEXTS.absence_notice;
  const when = inBothLanguages((language) =>
    sentenceDateTime(input.date, input.startTime, language),
  );
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${input.memberName}님이 ${when.ko} 레슨에 못 온다고 알렸습니다. 사유: ${input.reason}`,
    messageEn: `${input.memberName} cannot come to the lesson on ${when.en}. Reason: ${input.reason}`,
  };
}

/**
 * The member's (or guardian's) notification when staff gave notice for them, on the member page:
 * which lesson, and the answer they would have read themselves (the credit, or why none).
 */
export function absenceNoticeByStaffTexts(input: {
  date: string;
  startTime: string;
  outcome: TBilingualText;
}): TStoredNotificationTexts {
  const when = inBothLanguages((language) =>
    sentenceDateTime(input.date, input.startTime, language),
  );
  return {
    title: '결석 연락 접수',
    titleEn: 'Absence notice recorded',
    message: `학원에서 ${when.ko} 레슨의 결석 연락을 대신 접수했습니다. ${input.outcome.ko}`,
    messageEn: `The academy recorded your notice for the lesson on ${when.en}. ${input.outcome.en}`,
  };
}
