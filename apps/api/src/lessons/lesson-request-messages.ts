import {
  WEEKDAY_LABELS,
  type TBilingualText,
  type TLessonWeekday,
  type TStoredNotificationTexts,
} from '@academy/contracts';

/** Staff-side answers of the lesson request decisions (bilingual, SPEC §8). */
export const LESSON_REQUEST_MESSAGES = {
  notPending: {
    ko: '대기 중인 신청만 처리할 수 있습니다.',
    en: 'Only a pending request can be decided.',
  },
  memberExists: {
    ko: '같은 전화번호나 이메일로 등록된 회원이 이미 있습니다.',
    en: 'A member with the same phone number or email already exists.',
  },
  slotTaken: {
    ko: '해당 시간에는 이미 다른 회원의 수업이 있습니다. 다른 요일이나 시간을 선택해주세요.',
    en: 'Another member already has a lesson at that time. Please choose another day or time.',
  },
  teacherUnknown: { ko: '선생님을 찾을 수 없습니다.', en: 'The teacher could not be found.' },
  timeRangeInvalid: {
    ko: '종료 시간은 시작 시간보다 늦어야 합니다.',
    en: 'The end time must be later than the start time.',
  },
  approved: {
    ko: '수업 신청이 승인되었습니다.',
    en: 'The lesson request has been approved.',
  },
} as const satisfies Record<string, TBilingualText>;

/** The member's `lesson_request_approved` notification, naming the weekly slot. */
export function lessonApprovedTexts(input: {
  weekday: TLessonWeekday;
  startTime: string;
  endTime: string;
}): TStoredNotificationTexts {
  const day = WEEKDAY_LABELS[input.weekday];
  const time = `${input.startTime}-${input.endTime}`;
  return {
    title: '정규수업 신청 승인',
    titleEn: 'Regular lesson request approved',
    message: `정규수업 신청이 승인되었습니다. 수업 시간: 매주 ${day.ko} ${time}`,
    messageEn: `Your regular lesson request has been approved. Lesson time: every ${day.en} ${time}`,
  };
}
