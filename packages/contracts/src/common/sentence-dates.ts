import { isIsoDate } from './calendar-days';
import type { TBilingualText } from './language';
import { toAcademyIsoDate } from './seoul-time';
import { WEEKDAY_SHORT_LABELS, weekdayOfIsoDate } from './weekday';

/*
 * How a day, a time and a month are written inside a sentence people read: a notification, a
 * mail, a 알림톡 value, a line of the app. "12월 3일 (목) 18:00" and "Thu, Dec 3, 18:00" read
 * naturally where "2026-12-03 18:00" does not; tables and form fields keep yyyy-MM-dd HH:mm
 * (decision 0053). The year is written only when the day is not in the current Seoul year.
 */

/** The language of a sentence: ko or en, as bilingual texts and 알림톡 templates name it. */
export type TSentenceLanguage = keyof TBilingualText;

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The parts of a yyyy-MM-dd day on the calendar; a RangeError for anything else (2025-02-30). */
function dateParts(isoDate: string): { year: number; month: number; day: number } {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a date: ${isoDate}`);
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return { year, month, day };
}

const monthNameEn = (month: number, short: boolean): string => {
  const name = MONTHS_EN[month - 1] ?? '';
  return short ? name.slice(0, 3) : name;
};

/** The Seoul calendar day now, which decides whether a sentence needs the year. */
const seoulToday = (): string => toAcademyIsoDate(new Date());

/**
 * "12월 3일 (목)" / "Thu, Dec 3"; "2027년 2월 1일 (월)" / "Mon, Feb 1, 2027" when the day is not
 * in the Seoul year of `today` (yyyy-MM-dd, the Seoul day now unless given).
 */
export function sentenceDate(
  isoDate: string,
  language: TSentenceLanguage,
  today: string = seoulToday(),
): string {
  const { year, month, day } = dateParts(isoDate);
  const weekday = WEEKDAY_SHORT_LABELS[weekdayOfIsoDate(isoDate)];
  const withYear = isoDate.slice(0, 4) !== today.slice(0, 4);
  if (language === 'ko') {
    return `${withYear ? `${String(year)}년 ` : ''}${String(month)}월 ${String(day)}일 (${weekday.ko})`;
  }
  const monthDay = `${monthNameEn(month, true)} ${String(day)}`;
  return `${weekday.en}, ${monthDay}${withYear ? `, ${String(year)}` : ''}`;
}

/** "12월 3일 (목) 18:00" / "Thu, Dec 3, 18:00"; `time` is HH:mm, or hours such as 18:00–19:00. */
export function sentenceDateTime(
  isoDate: string,
  time: string,
  language: TSentenceLanguage,
  today?: string,
): string {
  const date = sentenceDate(isoDate, language, today);
  return language === 'ko' ? `${date} ${time}` : `${date}, ${time}`;
}

/** "18:00–19:00": a start and an end joined by an en dash, as sentences write hours. */
export const sentenceHours = (startTime: string, endTime: string): string =>
  `${startTime}–${endTime}`;

/** "12월 3일 (목) 18:00–19:00" / "Thu, Dec 3, 18:00–19:00". */
export function sentenceDayHours(
  day: { date: string; startTime: string; endTime: string },
  language: TSentenceLanguage,
  today?: string,
): string {
  return sentenceDateTime(day.date, sentenceHours(day.startTime, day.endTime), language, today);
}

/** "2026년 3월" / "March 2026" from yyyy-MM (a due's month); the year is always written. */
export function sentenceMonth(month: string, language: TSentenceLanguage): string {
  const parts = dateParts(`${month}-01`);
  const year = String(parts.year);
  return language === 'ko'
    ? `${year}년 ${String(parts.month)}월`
    : `${monthNameEn(parts.month, false)} ${year}`;
}

/**
 * Months from one to another (a pause): "2027년 1월~3월" / "January to March 2027" in one year,
 * "2026년 12월~2027년 2월" / "December 2026 to February 2027" across years; one month alone
 * reads as sentenceMonth.
 */
export function sentenceMonthRange(
  fromMonth: string,
  untilMonth: string,
  language: TSentenceLanguage,
): string {
  const until = sentenceMonth(untilMonth, language);
  if (fromMonth === untilMonth) return until;
  const from = sentenceMonth(fromMonth, language);
  const sameYear = fromMonth.slice(0, 4) === untilMonth.slice(0, 4);
  if (language === 'ko') return `${from}~${sameYear ? until.slice(6) : until}`;
  return `${sameYear ? from.slice(0, -5) : from} to ${until}`;
}

/** A sentence's date part in both languages, for messages that carry both texts. */
export const inBothLanguages = (
  write: (language: TSentenceLanguage) => string,
): TBilingualText => ({
  ko: write('ko'),
  en: write('en'),
});
