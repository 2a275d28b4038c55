import type { TBilingualText } from '../common/language';
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

/** What a member took back; each reads as one detail line under the fixed title. */
export type TMemberCancellation =
  | { kind: 'notice'; memberName: string; date: string; startTime: string }
  | { kind: 'scheduleChange'; memberName: string; originalDate: string }
  | { kind: 'makeup'; memberName: string; date: string; startTime: string; endTime: string }
  | { kind: 'pause'; memberName: string; months: string };

function cancellationDetail(input: TMemberCancellation): TBilingualText {
  switch (input.kind) {
    case 'notice':
      return {
        ko: `${input.memberName}님이 ${input.date} ${input.startTime} 레슨의 결석 연락을 취소했습니다. 수업에 옵니다.`,
        en: `${input.memberName} withdrew the notice for the lesson on ${input.date} at ${input.startTime} and will come.`,
      };
    case 'scheduleChange':
      return {
        ko: `${input.memberName}님이 ${input.originalDate} 수업의 일정 변경 요청을 취소했습니다.`,
        en: `${input.memberName} withdrew the request to move the lesson of ${input.originalDate}.`,
      };
    case 'makeup':
      return {
        ko: `${input.memberName}님이 ${input.date} ${input.startTime}-${input.endTime} 보강 수업을 취소했습니다.`,
        en: `${input.memberName} cancelled the make-up lesson on ${input.date} ${input.startTime}-${input.endTime}.`,
      };
    case 'pause':
      return {
        ko: `${input.memberName}님이 ${input.months} 휴원 신청을 취소했습니다.`,
        en: `${input.memberName} withdrew the request to pause lessons for ${input.months}.`,
      };
  }
}

/** Staff notification: a member withdrew a notice or a change request, or cancelled a make-up. */
export function memberCancelledTexts(input: TMemberCancellation): TStoredNotificationTexts {
  const { title } = STAFF_NOTIFICATION_TEXTS.member_cancelled;
  const detail = cancellationDetail(input);
  return { title: title.ko, titleEn: title.en, message: detail.ko, messageEn: detail.en };
}
