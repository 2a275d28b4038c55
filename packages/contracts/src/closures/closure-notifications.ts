import type { TBilingualText } from '../common/language';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';

type TClosureTextInput = { date: string; reason: string; reasonEn: string };

const CLOSED_TITLE = { ko: '휴원 안내', en: 'Academy closed' } as const;

/** Member notification: the academy is closed on the day of their lesson. */
export function closureLessonTexts(
  input: TClosureTextInput & { creditExpiresOn?: string },
): TStoredNotificationTexts {
  const credit = input.creditExpiresOn;
  return {
    title: CLOSED_TITLE.ko,
    titleEn: CLOSED_TITLE.en,
    message:
      `${input.date}은 휴원일입니다(${input.reason}). 이날 수업은 진행되지 않습니다.` +
      (credit ? ` 보강 크레딧 1회가 추가되었습니다(${credit}까지 사용 가능).` : ''),
    messageEn:
      `The academy is closed on ${input.date} (${input.reasonEn}). No lesson takes place that day.` +
      (credit ? ` A make-up credit was added (usable until ${credit}).` : ''),
  };
}

/** Member notification: their make-up lesson on the closed day was cancelled and its credit freed. */
export function closureMakeupCancelledTexts(
  input: TClosureTextInput & { startTime: string; endTime: string },
): TStoredNotificationTexts {
  const when = `${input.date} ${input.startTime}-${input.endTime}`;
  return {
    title: CLOSED_TITLE.ko,
    titleEn: CLOSED_TITLE.en,
    message: `${input.date}은 휴원일입니다(${input.reason}). ${when} 보강 수업이 취소되었고, 보강 크레딧은 다시 사용할 수 있습니다.`,
    messageEn: `The academy is closed on ${input.date} (${input.reasonEn}). Your make-up lesson on ${when} has been cancelled and its credit can be used again.`,
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
