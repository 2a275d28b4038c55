import { z } from 'zod';
import { filledString } from './text-fields';
import type { TValidationMessageKey } from './validation-messages';

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 24 * 60;

/**
 * The years a yyyy-MM-dd string can name. Date#toISOString writes later years as "+010000-…",
 * which sorts before "9999-…" and once kept a date loop running for ever, so arithmetic that
 * leaves these years is an error rather than a string.
 */
export const ISO_DATE_YEARS = { FIRST: 1, LAST: 9999 } as const;

/** A UTC calendar day; unlike Date.UTC, years 0-99 are taken as written, not as 1900-1999. */
function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** Milliseconds of a yyyy-MM-dd day at UTC midnight; NaN when it is not written so. */
export function utcMsOfIsoDate(isoDate: string): number {
  if (!ISO_DATE_PATTERN.test(isoDate)) return Number.NaN;
  const [year, month, day] = isoDate.split('-').map(Number);
  return utcDay(year ?? Number.NaN, month ?? Number.NaN, day ?? Number.NaN).getTime();
}

/**
 * yyyy-MM-dd of the UTC calendar day of a Date. Throws a RangeError when that day is outside
 * the years 0001-9999 (see ISO_DATE_YEARS).
 */
export function isoDateOfUtc(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= ISO_DATE_YEARS.FIRST && year <= ISO_DATE_YEARS.LAST)) {
    throw new RangeError(`The date is outside the years 0001-9999 (${String(date.getTime())})`);
  }
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** A day of years 0001-9999 that exists on the calendar (2025-02-30 does not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (year < ISO_DATE_YEARS.FIRST || year > ISO_DATE_YEARS.LAST) return false;
  const date = utcDay(year, month, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** yyyy-MM-dd that names a day on the calendar (2025-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  return isRealDate(year ?? 0, month ?? 0, day ?? 0);
}

export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY_PATTERN.test(value);
}

export function isoDateField(requiredKey: TValidationMessageKey = 'dateFormat') {
  return filledString(requiredKey).refine(isIsoDate, { error: 'dateFormat' });
}

export function timeOfDayField(requiredKey: TValidationMessageKey = 'timeFormat') {
  return filledString(requiredKey).regex(TIME_OF_DAY_PATTERN, { error: 'timeFormat' });
}

export function isoDateTimeField(requiredKey: TValidationMessageKey = 'dateTimeFormat') {
  return z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .pipe(z.iso.datetime({ offset: true, error: 'dateTimeFormat' }));
}

/** yyyy-MM-dd, must be a real date. */
export const ZIsoDate = isoDateField();
/** HH:mm between 00:00 and 23:59. */
export const ZTimeOfDay = timeOfDayField();
/** ISO 8601 date-time with Z or an explicit offset, as produced by Date#toISOString. */
export const ZIsoDateTime = isoDateTimeField();

export function timeToMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Wraps at midnight: 23:00 plus 60 minutes is 00:00 (docs/product/validation.md lesson approval). */
export function minutesToTime(totalMinutes: number): string {
  const wrapped = ((totalMinutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  const minutes = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function addMinutesToTime(time: string, minutes: number): string {
  return minutesToTime(timeToMinutes(time) + minutes);
}

export function hourToTime(hour: number): string {
  return minutesToTime(hour * 60);
}

/** Half-open ranges [start, end) overlap; touching ends do not. */
export function rangesOverlap(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/** Inclusive list of whole hours, e.g. hourSlots(9, 22) has 14 entries. */
export function hourSlots(firstHour: number, lastHour: number): number[] {
  return Array.from({ length: lastHour - firstHour + 1 }, (_, index) => firstHour + index);
}

/**
 * Calendar arithmetic on yyyy-MM-dd strings, free of local time zones. Throws a RangeError
 * when the result is outside the years 0001-9999 (see ISO_DATE_YEARS).
 */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const date = new Date(utcMsOfIsoDate(isoDate));
  date.setUTCDate(date.getUTCDate() + days);
  return isoDateOfUtc(date);
}
