import { expect, type Locator } from '@playwright/test';
import { sentenceDate } from '../../packages/contracts/src/common/sentence-dates';
import { seoulDay } from './seoul-date';

/**
 * The app's month calendars, read from the page: which month a grid shows is taken from its
 * name (the label and the month title), so a journey never assumes the month the calendar opened
 * on, nor in which language it speaks.
 */
export type CalendarLanguage = 'ko' | 'en';

/** yyyy-MM-dd of a calendar day. */
export function isoOf({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** yyyy-MM-dd of the Seoul day `days` from today (on the same clock the app reads). */
export function seoulIsoDate(days: number): string {
  return isoOf(seoulDay(days));
}

/** Days from `from` to `to` (both yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / 86_400_000);
}

function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

const LOCALES: Record<CalendarLanguage, string> = { ko: 'ko-KR', en: 'en-US' };

/** "2026년 12월" / "December 2026", as the calendar titles a month. */
export function monthTitle(isoDate: string, language: CalendarLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(utcDate(isoDate));
}

/** "2026년 12월 2일 수요일" / "Wednesday, December 2, 2026", as the calendar names a day. */
export function fullDate(isoDate: string, language: CalendarLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full', timeZone: 'UTC' }).format(
    utcDate(isoDate),
  );
}

/**
 * "12월 4일 (금)" / "Fri, Dec 4", with the year when it is not this Seoul year: the member screens
 * write a day in short as every sentence does (decision 0053).
 */
export const shortDate = (isoDate: string, language: CalendarLanguage): string =>
  sentenceDate(isoDate, language);

/** A day button's name: the full date, then maybe ", 오늘" / ", today" and other marks. */
export function dayButtonName(isoDate: string, language: CalendarLanguage): RegExp {
  return new RegExp(`^${fullDate(isoDate, language)}(,|$)`);
}

/** The grid's accessible name, which ends with the title of the month it shows. */
async function gridName(grid: Locator): Promise<string> {
  return grid.evaluate((element) =>
    (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/**
 * Turns the month calendar `grid` forward until it shows the month of `isoDate`, with its own
 * "next month" button (or with `turn`, for journeys done by keyboard), and hands back that day's
 * button.
 */
export async function showDay(
  grid: Locator,
  isoDate: string,
  language: CalendarLanguage,
  turn?: (next: Locator) => Promise<void>,
): Promise<Locator> {
  const title = monthTitle(isoDate, language);
  const next = grid.locator('..').getByRole('button', { name: /^(다음 달|Next month)$/ });
  await expect(grid).toBeVisible();
  for (let turns = 0; !(await gridName(grid)).endsWith(title); turns += 1) {
    if (turns === 13) throw new Error(`The calendar never showed ${title}`);
    const before = await gridName(grid);
    await (turn ? turn(next) : next.click());
    await expect.poll(() => gridName(grid)).not.toBe(before);
  }
  return grid.getByRole('button', { name: dayButtonName(isoDate, language) });
}
