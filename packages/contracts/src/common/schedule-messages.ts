import { enterText, notFoundText, selectText } from './message-patterns';
import { bilingualTexts } from './language';

/** Messages for scheduling, booking and staff-processing rules (docs/product/validation.md). */
export const SCHEDULE_VALIDATION_MESSAGES = bilingualTexts({
  preferredSlotRequired: selectText('희망 시간을', 'a preferred time'),
  dateTimeRequired: enterText('날짜와 시간을', 'a date and time'),
  practiceDateRequired: { ko: '날짜를 먼저 선택해주세요.', en: 'Please select a date first.' },
  practiceTimeRequired: selectText('시작 시간과 종료 시간을', 'a start time and an end time'),
  practiceStartBeforeEnd: {
    ko: '시작 시간은 종료 시간보다 빨라야 합니다.',
    en: 'The start time must be earlier than the end time.',
  },
  practicePastStart: {
    ko: '이미 지난 시간은 예약할 수 없습니다.',
    en: 'You cannot book a time that has already passed.',
  },
  practiceMinDuration: {
    ko: '최소 1시간 이상 예약해야 합니다.',
    en: 'A booking must be at least 1 hour long.',
  },
  practiceOutsideHours: {
    ko: '연습실은 09:00부터 22:00까지 같은 날 안에서만 예약할 수 있습니다.',
    en: 'Practice rooms can be booked only between 09:00 and 22:00 on the same day.',
  },
  practiceSlotTaken: {
    ko: '해당 시간은 이미 예약되어 있습니다.',
    en: 'This time slot is already booked.',
  },
  practiceWholeHours: {
    ko: '연습실은 정시 단위로만 예약할 수 있습니다.',
    en: 'Practice rooms can be booked only in whole hours.',
  },
  practiceCancelNotScheduled: {
    ko: '예약된 상태의 연습실 예약만 취소할 수 있습니다.',
    en: 'Only a booked practice session can be cancelled.',
  },
  practiceCancelEnded: {
    ko: '이용이 끝난 연습실 예약은 취소할 수 없습니다.',
    en: 'A practice session that has ended cannot be cancelled.',
  },
  practiceCancelClosed: {
    ko: '예약 당일까지만 취소할 수 있습니다.',
    en: 'A booking can be cancelled only until the day of the booking.',
  },
  practiceRoomInvalid: selectText('올바른 연습실을', 'a valid practice room'),
  scheduleChangeReasonRequired: enterText('변경 사유를', 'the reason for the change'),
  scheduleChangeTargetDateRequired: selectText(
    '변경할 수업 날짜를',
    'the lesson date you want to change',
  ),
  scheduleChangeNewDateRequired: selectText('새 수업 날짜를', 'the new lesson date'),
  scheduleChangeTimeRequired: selectText('새 수업 시간을', 'the new lesson time'),
  scheduleChangeDateBeforeTarget: {
    ko: '새 수업 날짜는 기존 수업 날짜보다 이전일 수 없습니다.',
    en: 'The new lesson date cannot be earlier than the original lesson date.',
  },
  scheduleChangeOutsideHours: {
    ko: '변경 가능한 시간은 11:00부터 20:00까지입니다.',
    en: 'Lessons can be moved only to times between 11:00 and 20:00.',
  },
  scheduleChangeTargetDateInvalid: {
    ko: '변경할 수 있는 수업 날짜가 아닙니다. 앞으로 4주 안의 본인 수업 날짜를 선택해주세요.',
    en: 'This lesson date cannot be changed. Please choose one of your lesson dates in the next 4 weeks.',
  },
  scheduleChangeNewDateOutsideWindow: {
    ko: '새 수업 날짜는 오늘부터 4주 안의 평일(월–금)이어야 합니다.',
    en: 'The new lesson date must be a weekday (Monday to Friday) within the next 4 weeks.',
  },
  scheduleChangeLessonDatePending: {
    ko: '이 수업 날짜에 대한 변경 요청이 이미 처리 대기 중입니다.',
    en: 'A change request for this lesson date is already waiting to be processed.',
  },
  scheduleChangeLessonNoticed: {
    ko: '결석을 알린 수업 날짜는 변경할 수 없습니다. 변경하려면 결석 알림을 먼저 취소해주세요.',
    en: 'You gave notice of absence for this lesson date, so it cannot be moved. To move it, withdraw the notice first.',
  },
  scheduleChangeNoLesson: {
    ko: '변경할 정규 수업이 없습니다.',
    en: 'You have no regular lesson to change.',
  },
  scheduleChangeDuplicate: {
    ko: '같은 시간대에 이미 진행 중인 요청이 있습니다.',
    en: 'A request is already in progress for the same time slot.',
  },
  announcementFieldsRequired: {
    ko: '한국어와 영어 제목 및 내용을 모두 입력해주세요.',
    en: 'Please enter both the Korean and English title and content.',
  },
  approvalOptionRequired: {
    ko: '희망 시간 중 하나를 선택해주세요.',
    en: 'Please choose one of the preferred times.',
  },
  approvalScheduleRequired: enterText(
    '수업 요일, 시작 시간, 종료 시간을',
    'the lesson weekday, start time and end time',
  ),
  monthlyFeeInvalid: enterText('올바른 월 수강료를', 'a valid monthly fee'),
  rejectionReasonRequired: enterText('거절 사유를', 'a rejection reason'),
  approvalReasonRequired: enterText('승인 사유를', 'an approval reason'),
  lessonMoveReasonRequired: enterText('변경 사유를', 'a reason for the move'),
  lessonMoveOutsideHours: {
    ko: '수업은 09:00부터 23:00 사이, 30분 단위로 3시간까지 옮길 수 있습니다.',
    en: 'A lesson can be moved to between 09:00 and 23:00, in steps of 30 minutes, up to 3 hours long.',
  },
  lessonMoveNotALesson: {
    ko: '이 날짜에는 회원의 정규 수업이 없습니다.',
    en: 'The member has no weekly lesson on this date.',
  },
  lessonMoveUnchanged: {
    ko: '새 날짜와 시간이 원래 수업과 같습니다.',
    en: 'The new date and time are the same as the lesson’s.',
  },
  requestInfoNotFound: notFoundText('요청 정보를', 'The request information'),
  dateRangeTooLong: {
    ko: '조회 기간은 최대 62일입니다.',
    en: 'The date range can be at most 62 days.',
  },
  dateOutsideLookupWindow: {
    ko: '오늘부터 앞뒤 6년 안의 날짜만 조회할 수 있습니다.',
    en: 'Only dates within 6 years before or after today can be looked up.',
  },
  scheduleDateTooFar: {
    ko: '일정은 오늘부터 6년 안의 날짜로만 등록할 수 있습니다.',
    en: 'A schedule can be set at most 6 years ahead.',
  },
  onedayScheduledAtOutsideWindow: {
    ko: '원데이 클래스 일정은 오늘부터 앞뒤 1년 안에서만 정할 수 있습니다.',
    en: 'A one-day class can be scheduled only within 1 year before or after today.',
  },
  replyRequired: enterText('답변 내용을', 'a reply'),
  statusTransitionInvalid: {
    ko: '현재 상태에서는 변경할 수 없습니다.',
    en: 'This status change is not allowed from the current status.',
  },
});
