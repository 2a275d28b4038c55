import { STAFF_NOTIFICATION_TEXTS } from './notifications.enums';

/** Stored bilingual texts of one notification. */
export type TStoredNotificationTexts = {
  title: string;
  titleEn: string;
  message: string;
  messageEn: string;
};

/** Staff notification for a new schedule change request: who, which lesson, to when. */
export function scheduleChangeRequestTexts(input: {
  memberName: string;
  originalDate: string;
  requestedDate: string;
  requestedStartTime: string;
  requestedEndTime: string;
}): TStoredNotificationTexts {
  const { title, message } = STAFF_NOTIFICATION_TEXTS.modification_request;
  const to = `${input.requestedDate} ${input.requestedStartTime}-${input.requestedEndTime}`;
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${message.ko} (${input.memberName}: ${input.originalDate} → ${to})`,
    messageEn: `${message.en} (${input.memberName}: ${input.originalDate} → ${to})`,
  };
}

type TBookingTextInput = {
  roomLabel: { ko: string; en: string };
  date: string;
  startTime: string;
  endTime: string;
};

/** Member notification for their own new practice booking. */
export function practiceBookedMemberTexts(input: TBookingTextInput): TStoredNotificationTexts {
  const when = `${input.date} ${input.startTime}-${input.endTime}`;
  return {
    title: '연습실 예약 완료',
    titleEn: 'Practice room booked',
    message: `${input.roomLabel.ko} ${when} 예약이 완료되었습니다.`,
    messageEn: `Your booking for ${input.roomLabel.en.toLowerCase()} on ${when} is confirmed.`,
  };
}

/** Staff notification for a member's new practice booking. */
export function practiceBookedStaffTexts(
  input: TBookingTextInput & { memberName: string },
): TStoredNotificationTexts {
  const { title, message } = STAFF_NOTIFICATION_TEXTS.practice_booked;
  const when = `${input.date} ${input.startTime}-${input.endTime}`;
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${message.ko} (${input.memberName}: ${input.roomLabel.ko} ${when})`,
    messageEn: `${message.en} (${input.memberName}: ${input.roomLabel.en} ${when})`,
  };
}
