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

type TScheduleChangeRequestInput = {
  memberName: string;
  originalDate: string;
  requestedDate: string;
  requestedStartTime: string;
  requestedEndTime: string;
};

/** Which lesson a change request moves, and to when: "3월 5일 (목) → 3월 6일 (금) 14:00–15:00". */
export function scheduleChangeRoute(input: TScheduleChangeRequestInput): TBilingualText {
  return inBothLanguages((language) => {
    const from = sentenceDate(input.originalDate, language);
    const to = sentenceDayHours(
      {
        date: input.requestedDate,
        startTime: input.requestedStartTime,
        endTime: input.requestedEndTime,
      },
      language,
    );
    return `${from} → ${to}`;
  });
}

/** Staff notification for a new schedule change request: who, which lesson, to when. */
export function scheduleChangeRequestTexts(
  input: TScheduleChangeRequestInput,
): TStoredNotificationTexts {
  const { title, message } = STAFF_NOTIFICATION_TEXTS.modification_request;
  const route = scheduleChangeRoute(input);
  return {
    title: title.ko,
    titleEn: title.en,
    message: `${message.ko} (${input.memberName}: ${route.ko})`,
    messageEn: `${message.en} (${input.memberName}: ${route.en})`,
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

/**
 * The detail line staff read under a notice's fixed title: who, and which day or hour
 * ("김민준 · 3월 5일 (화) 14:00" / "김민준 · Thu, Mar 5, 14:00"). `when` names something that is
 * not one day (the months of a pause).
 */
export function staffNoticeDetail(input: {
  name: string;
  date?: string;
  time?: string;
  when?: TBilingualText;
}): TBilingualText {
  const written = (language: keyof TBilingualText): string | null => {
    if (input.when) return input.when[language];
    if (!input.date) return null;
    return input.time
      ? sentenceDateTime(input.date, input.time, language)
      : sentenceDate(input.date, language);
  };
  return inBothLanguages((language) => {
    const when = written(language);
    return when === null ? input.name : `${input.name} · ${when}`;
  });
}
