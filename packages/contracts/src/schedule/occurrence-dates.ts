import { addDaysToIsoDate, toAcademyIsoDate } from '../common/dates';

/** Date series arithmetic on yyyy-MM-dd strings in UTC, so the machine's time zone never matters. */
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE_LENGTH = 10;

function toUtcMs(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}

export function earlierDate(a: string, b: string): string {
  return a < b ? a : b;
}

/** A stored date or an instant (e.g. deletedAt) as the academy's calendar day. */
export function academyDayOf(value: string): string {
  if (value.length === ISO_DATE_LENGTH) return value;
  return toAcademyIsoDate(new Date(value));
}

/** Days from `anchor` every `step` days that fall within [from, to]. */
export function steppedDates(anchor: string, step: number, from: string, to: string): string[] {
  const start = laterDate(anchor, from);
  const offset = daysBetween(anchor, start);
  const first = addDaysToIsoDate(anchor, Math.ceil(offset / step) * step);
  const dates: string[] = [];
  for (let date = first; date <= to; date = addDaysToIsoDate(date, step)) dates.push(date);
  return dates;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The anchor's day of the month in every month within [from, to]. A series anchored on the
 * 29th-31st skips the months that lack that day rather than moving to the month's last day,
 * so a monthly event never lands on a date nobody chose.
 */
export function monthlyDates(anchor: string, from: string, to: string): string[] {
  const start = laterDate(anchor, from);
  const day = Number(anchor.slice(8, 10));
  const [startYear = 0, startMonth = 1] = start.split('-').map(Number);
  const dates: string[] = [];
  for (let index = startYear * 12 + startMonth - 1; ; index += 1) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (isoOf(year, month, 1) > to) return dates;
    const date = isoOf(year, month, day);
    if (day <= daysInMonth(year, month) && date >= start && date <= to) dates.push(date);
  }
}
