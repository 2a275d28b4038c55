import { isoDateOfUtc, utcMsOfIsoDate } from './calendar-days';

/*
 * The academy's clock. Korea has not used daylight saving time since 1988: Seoul is UTC+09:00
 * all year, so this fixed offset is exact and no time-zone database is needed. Every Seoul day,
 * hour and offset in the code (API, seed, tests, bench) is derived from here.
 */

export const ACADEMY_TIME_ZONE = 'Asia/Seoul';
export const SEOUL_OFFSET_HOURS = 9;

const HOUR_MS = 3_600_000;
export const SEOUL_OFFSET_MS = SEOUL_OFFSET_HOURS * HOUR_MS;
/** The offset as ISO 8601 writes it after a time: `+09:00`. */
export const SEOUL_OFFSET_TEXT = `+${String(SEOUL_OFFSET_HOURS).padStart(2, '0')}:00`;

/**
 * The academy's calendar day (Asia/Seoul) of an instant, as yyyy-MM-dd. Throws a RangeError
 * when that day is outside the years 0001-9999 (see ISO_DATE_YEARS).
 */
export function toAcademyIsoDate(instant: Date): string {
  return isoDateOfUtc(new Date(instant.getTime() + SEOUL_OFFSET_MS));
}

/** Minutes since midnight in the academy's time zone (Asia/Seoul). */
export function toAcademyMinutes(instant: Date): number {
  const shifted = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The instant a Seoul calendar day (yyyy-MM-dd) starts. */
export function seoulDayStart(isoDate: string): Date {
  return new Date(utcMsOfIsoDate(isoDate) - SEOUL_OFFSET_MS);
}

/** The instant of `hour` o'clock in Seoul on a calendar day; 10.5 is 10:30. */
export function seoulInstant(isoDate: string, hour: number): Date {
  return new Date(seoulDayStart(isoDate).getTime() + hour * HOUR_MS);
}

/** ISO 8601 text of a Seoul day and HH:mm with the Seoul offset, e.g. 2030-03-30T13:00:00+09:00. */
export function seoulDateTimeText(isoDate: string, time: string): string {
  return `${isoDate}T${time}:00${SEOUL_OFFSET_TEXT}`;
}
