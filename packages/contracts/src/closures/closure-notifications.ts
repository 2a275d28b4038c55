import type { TBilingualText } from '../common/language';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';

type TClosureTextInput = { date: string; reason: string; reasonEn: string };

const CLOSED_TITLE = { ko: '휴원 안내', en: 'Academy closed' } as const;

/** Member notification: the academy is closed on the day of their lesson. */
export function closureLessonTexts(input: TClosureTextInput): TStoredNotificationTexts {
  return {
    title: CLOSED_TITLE.ko,
    titleEn: CLOSED_TITLE.en,
    message: `${input.date}은 휴원일입니다(${input.reason}). 이날 수업은 진행되지 않습니다.`,
    messageEn: `The academy is closed on ${input.date} (${input.reasonEn}). No lesson takes place that day.`,
  };
}

/** Member notification: their practice booking on the closed day was cancelled. */
export function closureBookingCancelledTexts(
  input: TClosureTextInput & {
    roomLabel: TBilingualText;
    startTime: string;
    endTime: string;
  },
): TStoredNotificationTexts {
  const when = `${input.date} ${input.startTime}-${input.endTime}`;
  return {
    title: CLOSED_TITLE.ko,
    titleEn: CLOSED_TITLE.en,
    message: `${input.date}은 휴원일입니다(${input.reason}). ${input.roomLabel.ko} ${when} 예약이 취소되었습니다.`,
    messageEn: `The academy is closed on ${input.date} (${input.reasonEn}). Your booking for ${input.roomLabel.en.toLowerCase()} on ${when} has been cancelled.`,
  };
}
