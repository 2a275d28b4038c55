import { z } from 'zod';
import { filledString } from './text-fields';
import type { TValidationMessageKey } from './validation-messages';
import { isIsoDate, isoDateOfUtc, utcMsOfIsoDate } from './calendar-days';

// The calendar itself lives apart, free of zod and the messages, so that the sentence formatter
// the message builders use does not import back into them (import-cycles.test.ts).
export {
  ISO_DATE_YEARS,
  isIsoDate,
  isoDateOfUtc,
  isRealDate,
  utcMsOfIsoDate,
} from './calendar-days';

const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTES_PER_DAY = 24 * 60;

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
