import { addDaysToIsoDate, utcMsOfIsoDate } from '../common/dates';
import { toAcademyIsoDate } from '../common/seoul-time';
import { MAX_DATE_LOOP_DAYS } from '../constants/date-windows';

/** Date series arithmetic on yyyy-MM-dd strings in UTC, so the machine's time zone never matters. */
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE_LENGTH = 10;
const MONTHS_PER_YEAR = 12;
/** No month is shorter than 28 days, so a monthly series never needs more turns than this. */
const MAX_MONTH_LOOP = Math.ceil(MAX_DATE_LOOP_DAYS / 28);

export function daysBetween(from: string, to: string): number {
  return Math.round((utcMsOfIsoDate(to) - utcMsOfIsoDate(from)) / DAY_MS);
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

/** How many turns a loop may take: none for a broken range, never more than `limit`. */
function boundedCount(count: number, limit: number): number {
  return Number.isFinite(count) ? Math.min(Math.max(count, 0), limit) : 0;
}

/**
 * Days from `anchor` every `step` days that fall within [from, to]. The count is worked out
 * before the loop, so no date past `to` is ever computed, and it stops after
 * MAX_DATE_LOOP_DAYS days whatever the range.
 */
export function steppedDates(anchor: string, step: number, from: string, to: string): string[] {
  const firstOffset = Math.max(0, Math.ceil(daysBetween(anchor, from) / step) * step);
  const count = Math.floor((daysBetween(anchor, to) - firstOffset) / step) + 1;
  return Array.from(
    { length: boundedCount(count, Math.ceil(MAX_DATE_LOOP_DAYS / step)) },
    (_, index) => addDaysToIsoDate(anchor, firstOffset + index * step),
  );
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function monthIndexOf(isoDate: string): number {
  const [year = Number.NaN, month = Number.NaN] = isoDate.split('-').map(Number);
  return year * MONTHS_PER_YEAR + month - 1;
}

/**
 * The anchor's day of the month in every month within [from, to]. A series anchored on the
 * 29th-31st skips the months that lack that day rather than moving to the month's last day,
 * so a monthly event never lands on a date nobody chose. Bounded like steppedDates.
 */
export function monthlyDates(anchor: string, from: string, to: string): string[] {
  const start = laterDate(anchor, from);
  const day = Number(anchor.slice(8, 10));
  const firstMonth = monthIndexOf(start);
  const months = boundedCount(monthIndexOf(to) - firstMonth + 1, MAX_MONTH_LOOP);
  const dates: string[] = [];
  for (let turn = 0; turn < months; turn += 1) {
    const year = Math.floor((firstMonth + turn) / MONTHS_PER_YEAR);
    const month = ((firstMonth + turn) % MONTHS_PER_YEAR) + 1;
    const date = isoOf(year, month, day);
    if (day <= daysInMonth(year, month) && date >= start && date <= to) dates.push(date);
  }
  return dates;
}
