import { sentenceDate, sentenceMonth } from '../common/sentence-dates';
import { ACADEMY_NAME } from './academy-name';
import type { TAlimtalkLanguage } from './text-messages.enums';

/**
 * How a template's values are written, in the template's language (the variables' examples in
 * alimtalk-variables.ts show them): one place, so every 알림톡 writes a day, hours and an amount
 * the same way.
 */

/**
 * "3월 11일 (화)" / "Tue, Mar 11", with the year when it is not this Seoul year: a 알림톡 writes a
 * day as every sentence does (sentence-dates.ts).
 */
export const alimtalkDate = (
  isoDate: string,
  language: TAlimtalkLanguage,
  today?: string,
): string => sentenceDate(isoDate, language, today);

/** "2031년 3월" / "March 2031": a due's month. */
export const alimtalkMonth = (month: string, language: TAlimtalkLanguage): string =>
  sentenceMonth(month, language);

/** "19:00-20:00" in both languages. */
export const alimtalkHours = (startTime: string, endTime: string): string =>
  `${startTime}-${endTime}`;

/** "170,000원" / "KRW 170,000". */
export function alimtalkAmount(won: number, language: TAlimtalkLanguage): string {
  const digits = Math.trunc(won).toLocaleString('en-US');
  return language === 'ko' ? `${digits}원` : `KRW ${digits}`;
}

/** The academy's name in the template's language. */
export const alimtalkAcademy = (language: TAlimtalkLanguage): string => ACADEMY_NAME[language];

/** The template language of a person who reads English or not. */
export const alimtalkLanguage = (english: boolean): TAlimtalkLanguage => (english ? 'en' : 'ko');

/*
 * A lesson's or a class's day and hours together, as the templates' `date` and `time` carry them.
 */

/** `{ date: "3월 11일 (화)", time: "19:00-20:00" }` from a day and its hours. */
export function alimtalkDayHours(
  day: { date: string; startTime: string; endTime: string },
  language: TAlimtalkLanguage,
  today?: string,
): { date: string; time: string } {
  return {
    date: alimtalkDate(day.date, language, today),
    time: alimtalkHours(day.startTime, day.endTime),
  };
}
