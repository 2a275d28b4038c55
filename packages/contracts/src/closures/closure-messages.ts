import { enterText, notFoundText, selectText } from '../common/message-patterns';
import { bilingualTexts } from '../common/language';
import { CLOSURE_WINDOW } from './closures.limits';

/** Form checks of a closed day, keyed like the other validation messages. */
export const CLOSURE_VALIDATION_MESSAGES = bilingualTexts({
  closureDateRequired: selectText('휴원일 날짜를', 'the closed day'),
  closureDatePast: {
    ko: '지난 날짜는 휴원일로 지정할 수 없습니다.',
    en: 'A day that has passed cannot be declared closed.',
  },
  closureDateBeyondWindow: {
    ko: `휴원일은 오늘부터 ${CLOSURE_WINDOW.FUTURE_DAYS}일 후까지만 지정할 수 있습니다.`,
    en: `Closed days can be declared at most ${CLOSURE_WINDOW.FUTURE_DAYS} days ahead.`,
  },
  academyClosedDay: {
    ko: '학원 휴원일입니다. 다른 날짜를 선택해주세요.',
    en: 'The academy is closed on this day. Please choose another day.',
  },
  publicHolidayNotOffered: {
    ko: '공휴일은 선택할 수 없습니다. 다른 날짜를 선택해주세요.',
    en: 'Public holidays cannot be chosen. Please choose another day.',
  },
  closureReasonRequired: enterText('휴원 사유(한국어)를', 'the reason in Korean'),
  closureReasonEnRequired: enterText('휴원 사유(영어)를', 'the reason in English'),
});

/** Outcomes of declaring and removing closed days, and the refusals they cause elsewhere. */
export const CLOSURE_MESSAGES = bilingualTexts({
  closureCreated: { ko: '휴원일을 등록했습니다.', en: 'The closed day has been declared.' },
  closureDeleted: { ko: '휴원일을 삭제했습니다.', en: 'The closed day has been removed.' },
  closureExists: {
    ko: '이미 휴원일로 등록된 날짜입니다.',
    en: 'This day is already declared closed.',
  },
  closureNotFound: notFoundText('휴원일을', 'The closed day'),
  lessonDateClosed: {
    ko: '학원 휴원일로는 수업을 옮길 수 없습니다. 다른 날짜를 선택해주세요.',
    en: 'A lesson cannot be moved to a day the academy is closed. Please choose another day.',
  },
  approvalDateClosed: {
    ko: '요청한 날짜가 그사이 휴원일로 지정되어 승인할 수 없습니다. 요청을 거절해주세요.',
    en: 'The requested day has since been declared closed, so the change cannot be approved. Please reject the request.',
  },
  practiceDateClosed: {
    ko: '학원 휴원일에는 연습실을 예약할 수 없습니다.',
    en: 'Practice rooms cannot be booked on a day the academy is closed.',
  },
});
