import type { TBilingualText } from '../common/language';
import type { TStoredNotificationTexts } from '../notifications/activity-notification';
import { inBothLanguages, sentenceDate, sentenceDayHours } from '../common/sentence-dates';

type TClosureTextInput = { date: string; reason: string; reasonEn: string };

/** The closed day, and the hours on it when given, as the sentences write them. */
const closedDay = (input: TClosureTextInput) =>
  inBothLanguages((language) => sentenceDate(input.date, language));
const closedHours = (input: TClosureTextInput & { startTime: string; endTime: string }) =>
  inBothLanguages((language) => sentenceDayHours(input, language));

const CLOSED_TITLE = { ko: '휴원 안내', en: 'Academy closed' } as const;

/** Member notification: the academy is closed on the day of their lesson. */
export function closureLessonTexts(
  input: TClosureTextInput & { creditExpiresOn?: string },
): TStoredNotificationTexts {
  const day = closedDay(input);
  const { creditExpiresOn } = input;
  const credit = creditExpiresOn
    ? inBothLanguages((language) => sentenceDate(creditExpiresOn, language))
    : null;
  return {
    title: CLOSED_TITLE.ko,
    titleEn: CLOSED_TITLE.en,
    message:
      `${day.ko}은 휴원일입니다(${input.reason}). 이날 수업은 진행되지 않습니다.` +
      (credit ? ` 보강 크레딧 1회가 추가되었습니다(${credit.ko}까지 사용 가능).` : ''),
    messageEn:
      `The academy is closed on ${day.en} (${input.reasonEn}). No lesson takes place that day.` +
      (credit ? ` A make-up credit was added (usable until ${credit.en}).` : ''),
  };
}

/** Member notification: their make-up lesson on the closed day was cancelled and its credit freed. */
export function closureMakeupCancelledTexts(
  input: TClosureTextInput & { startTime: string; endTime: string },
): TStoredNotificationTexts {
  const day = closedDay(input);
  const when = closedHours(input);
  return {
    title: CLOSED_TITLE.ko,
    titleEn: CLOSED_TITLE.en,
    message: `${day.ko}은 휴원일입니다(${input.reason}). ${when.ko} 보강 수업이 취소되었고, 보강 크레딧은 다시 사용할 수 있습니다.`,
    messageEn: `The academy is closed on ${day.en} (${input.reasonEn}). Your make-up lesson on ${when.en} has been cancelled and its credit can be used again.`,
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
  const day = closedDay(input);
  const when = closedHours(input);
  return {
    title: CLOSED_TITLE.ko,
    titleEn: CLOSED_TITLE.en,
    message: `${day.ko}은 휴원일입니다(${input.reason}). ${input.roomLabel.ko} ${when.ko} 예약이 취소되었습니다.`,
    messageEn: `The academy is closed on ${day.en} (${input.reasonEn}). Your booking for ${input.roomLabel.en.toLowerCase()} on ${when.en} has been cancelled.`,
  };
}
