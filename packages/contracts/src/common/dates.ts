import { z } from 'zod';
import type { TValidationMessageKey } from './validation-messages';

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 24 * 60;
// Korea has not used daylight saving time since 1988, so a fixed offset is exact.
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
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
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .refine(isIsoDate, { error: 'dateFormat' });
}

export function timeOfDayField(requiredKey: TValidationMessageKey = 'timeFormat') {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .regex(TIME_OF_DAY_PATTERN, { error: 'timeFormat' });
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

/** Wraps at midnight: 23:00 plus 60 minutes is 00:00 (SPEC §5 lesson approval). */
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

/** The academy's calendar day (Asia/Seoul) of an instant, as yyyy-MM-dd. */
export function toAcademyIsoDate(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight in the academy's time zone (Asia/Seoul). */
export function toAcademyMinutes(instant: Date): number {
  const shifted = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** Inclusive list of whole hours, e.g. hourSlots(9, 22) has 14 entries. */
export function hourSlots(firstHour: number, lastHour: number): number[] {
  return Array.from({ length: lastHour - firstHour + 1 }, (_, index) => firstHour + index);
}

/** Calendar arithmetic on yyyy-MM-dd strings, free of local time zones. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}
