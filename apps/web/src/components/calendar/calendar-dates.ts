import {
  addDaysToIsoDate,
  DATE_WINDOWS,
  toAcademyIsoDate,
  weekdayOfIsoDate,
  WEEKDAYS,
} from '@academy/contracts';

/** Calendar arithmetic on plain strings: days are yyyy-MM-dd and months yyyy-MM, no time zones. */
export type TIsoMonth = string;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the academy's time zone, which decides what counts as a past day. */
export function todayIsoDate(now: Date = new Date()): string {
  return toAcademyIsoDate(now);
}

export function monthOf(isoDate: string): TIsoMonth {
  return isoDate.slice(0, 7);
}

export function addMonths(month: TIsoMonth, delta: number): TIsoMonth {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

export function daysInMonth(month: TIsoMonth): number {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

export function dayOfMonth(month: TIsoMonth, day: number): string {
  return `${month}-${pad(Math.min(Math.max(day, 1), daysInMonth(month)))}`;
}

/** Monday = 0 … Sunday = 6. */
export function weekdayIndex(isoDate: string): number {
  return WEEKDAYS.indexOf(weekdayOfIsoDate(isoDate));
}

/** The month as Monday-first weeks; days of other months are null. */
export function monthWeeks(month: TIsoMonth): (string | null)[][] {
  const first = dayOfMonth(month, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDaysToIsoDate(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The first and last day of the whole months that lie within the window the busy-time lookups
 * accept (DATE_WINDOWS.LOOKUP), so a calendar never pages to a month the API refuses.
 */
export function lookupDates(today: string): { firstDate: string; lastDate: string } {
  const { PAST_DAYS, FUTURE_DAYS } = DATE_WINDOWS.LOOKUP;
  const lastMonth = addMonths(monthOf(addDaysToIsoDate(today, FUTURE_DAYS)), -1);
  return {
    firstDate: dayOfMonth(addMonths(monthOf(addDaysToIsoDate(today, -PAST_DAYS)), 1), 1),
    lastDate: dayOfMonth(lastMonth, daysInMonth(lastMonth)),
  };
}
