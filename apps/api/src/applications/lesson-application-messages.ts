import {
  WEEKDAY_LABELS,
  type TLessonWeekday,
  type TStoredNotificationTexts,
} from '@academy/contracts';

/** The member's `lesson_request_approved` notification, naming the weekly slot. */
export function lessonApprovedTexts(input: {
  weekday: TLessonWeekday;
  startTime: string;
  endTime: string;
  /** The staff's message to the student written on approval, if any. */
  response: string | null;
}): TStoredNotificationTexts {
  const day = WEEKDAY_LABELS[input.weekday];
  const time = `${input.startTime}-${input.endTime}`;
  const note = (label: string) => (input.response ? ` (${label}: ${input.response})` : '');
  return {
    title: '정규수업 신청 승인',
    titleEn: 'Regular lesson request approved',
    message: `정규수업 신청이 승인되었습니다. 수업 시간: 매주 ${day.ko} ${time}${note('학원 메시지')}`,
    messageEn: `Your regular lesson request has been approved. Lesson time: every ${day.en} ${time}${note('Message from the academy')}`,
  };
}

/** The `lesson_request_rejected` notification of a member who applied again, with the reason. */
export function lessonRejectedTexts(reason: string): TStoredNotificationTexts {
  return {
    title: '정규수업 신청 거절',
    titleEn: 'Regular lesson request declined',
    message: `정규수업 신청이 거절되었습니다. 사유: ${reason}`,
    messageEn: `Your regular lesson request has been declined. Reason: ${reason}`,
  };
}
