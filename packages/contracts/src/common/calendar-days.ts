/*
 * yyyy-MM-dd calendar days without time zones or schemas: imported by the weekday, Seoul-time and
 * sentence helpers, which message builders use, so it imports nothing (dates.ts re-exports it).
 */

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

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
