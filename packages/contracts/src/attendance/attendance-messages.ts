import type { TBilingualText } from '../common/language';
import { ATTENDANCE_LIMITS } from './attendance.limits';
import type { TAttendanceStatus } from './attendance.schemas';

export const ATTENDANCE_STATUS_LABELS = {
  unmarked: { ko: '미확인', en: 'Not marked' },
  attended: { ko: '출석', en: 'Attended' },
  absent_with_notice: { ko: '사전 연락 결석', en: 'Absent with notice' },
  absent_without_notice: { ko: '무단 결석', en: 'Absent without notice' },
  cancelled_by_academy: { ko: '학원 사정 휴강', en: 'Cancelled by the academy' },
} as const satisfies Record<TAttendanceStatus, TBilingualText>;

/** Form checks of attendance calls, keyed like the other validation messages. */
export const ATTENDANCE_VALIDATION_MESSAGES = {
  attendanceStatusInvalid: {
    ko: '출석 상태를 선택해주세요.',
    en: 'Please choose an attendance state.',
  },
  attendanceNoticeReasonRequired: {
    ko: '결석 사유를 입력해주세요.',
    en: 'Please enter the reason you cannot come.',
  },
} as const satisfies Record<string, TBilingualText>;

/** Refusals and outcomes of the attendance calls (docs/product/attendance.md). */
export const ATTENDANCE_MESSAGES = {
  marked: { ko: '출석 상태를 저장했습니다.', en: 'The attendance has been saved.' },
  noticeGiven: {
    ko: '결석 연락을 받았습니다. 보강 수업을 예약할 수 있습니다.',
    en: 'Your notice has been received. You can book a make-up lesson.',
  },
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
  noticeAlreadyGiven: {
    ko: '이미 결석 연락을 한 수업입니다.',
    en: 'You have already given notice for this lesson.',
  },
} as const satisfies Record<string, TBilingualText>;
