import type { TBilingualText } from '../common/language';
import { STAFF_NOTIFICATION_TEXTS } from './notifications.enums';
import {
  inBothLanguages,
  sentenceDate,
  sentenceDateTime,
  sentenceDayHours,
} from '../common/sentence-dates';

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
  const from = inBothLanguages((language) => sentenceDate(input.originalDate, language));
  const to = inBothLanguages((language) =>
    sentenceDayHours(
      {
        date: input.requestedDate,
        startTime: input.requestedStartTime,
        endTime: input.requestedEndTime,
      },
      language,
    ),
  );
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${message.ko} (${input.memberName}: ${from.ko} → ${to.ko})`,
    messageEn: `${message.en} (${input.memberName}: ${from.en} → ${to.en})`,
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
  const when = inBothLanguages((language) => sentenceDayHours(input, language));
  return {
    title: '연습실 예약 완료',
    titleEn: 'Practice room booked',
    message: `${input.roomLabel.ko} ${when.ko} 예약이 완료되었습니다.`,
    messageEn: `Your booking for ${input.roomLabel.en.toLowerCase()} on ${when.en} is confirmed.`,
  };
}

/** Staff notification for a member's new practice booking. */
export function practiceBookedStaffTexts(
  input: TBookingTextInput & { memberName: string },
): TStoredNotificationTexts {
  const { title, message } = STAFF_NOTIFICATION_TEXTS.practice_booked;
  const when = inBothLanguages((language) => sentenceDayHours(input, language));
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${message.ko} (${input.memberName}: ${input.roomLabel.ko} ${when.ko})`,
    messageEn: `${message.en} (${input.memberName}: ${input.roomLabel.en} ${when.en})`,
  };
}

/** What a member took back; each reads as one detail line under the fixed title. */
export type TMemberCancellation =
  | { kind: 'notice'; memberName: string; date: string; startTime: string }
  | { kind: 'scheduleChange'; memberName: string; originalDate: string }
  | { kind: 'makeup'; memberName: string; date: string; startTime: string; endTime: string }
  | { kind: 'pause'; memberName: string; months: TBilingualText };

function cancellationDetail(input: TMemberCancellation): TBilingualText {
  switch (input.kind) {
    case 'notice': {
      const when = inBothLanguages((language) =>
        sentenceDateTime(input.date, input.startTime, language),
      );
      return {
        ko: `${input.memberName}님이 ${when.ko} 레슨의 결석 연락을 취소했습니다. 수업에 옵니다.`,
        en: `${input.memberName} withdrew the notice for the lesson on ${when.en} and will come.`,
      };
    }
    case 'scheduleChange': {
      const day = inBothLanguages((language) => sentenceDate(input.originalDate, language));
      return {
        ko: `${input.memberName}님이 ${day.ko} 수업의 일정 변경 요청을 취소했습니다.`,
        en: `${input.memberName} withdrew the request to move the lesson of ${day.en}.`,
      };
    }
    case 'makeup': {
      const when = inBothLanguages((language) => sentenceDayHours(input, language));
      return {
        ko: `${input.memberName}님이 ${when.ko} 보강 수업을 취소했습니다.`,
        en: `${input.memberName} cancelled the make-up lesson on ${when.en}.`,
      };
    }
    case 'pause':
      return {
        ko: `${input.memberName}님이 ${input.months.ko} 휴원 신청을 취소했습니다.`,
        en: `${input.memberName} withdrew the request to pause lessons for ${input.months.en}.`,
      };
  }
}

/** Staff notification: a member withdrew a notice or a change request, or cancelled a make-up. */
export function memberCancelledTexts(input: TMemberCancellation): TStoredNotificationTexts {
  const { title } = STAFF_NOTIFICATION_TEXTS.member_cancelled;
  const detail = cancellationDetail(input);
  return { title: title.ko, titleEn: title.en, message: detail.ko, messageEn: detail.en };
}
