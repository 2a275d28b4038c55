// Prisma hands `@db.Date` columns over as UTC midnight of the stored calendar day.

/**
 * Days and instants after the last four-digit year. Before dates were bounded, a one-day class
 * confirmed for 9999-12-31 23:59 UTC stored its Seoul day, 10000-01-01; the driver hands such
 * values over as an invalid Date. They read as the last day the calendar can name, so the rows
 * can still be listed and removed instead of breaking every list they are in.
 */
const LAST_ISO_DATE = '9999-12-31';
const LAST_ISO_INSTANT = '9999-12-31T23:59:59.999Z';

const isPastLastYear = (date: Date) => Number.isNaN(date.getTime()) || date.getUTCFullYear() > 9999;

/** yyyy-MM-dd of a stored calendar day. */
export function toIsoDate(date: Date): string {
  return isPastLastYear(date) ? LAST_ISO_DATE : date.toISOString().slice(0, 10);
}

/** ISO 8601 (UTC) of a stored instant that a request once set, such as a class's date. */
export function toIsoInstant(date: Date): string {
  return isPastLastYear(date) ? LAST_ISO_INSTANT : date.toISOString();
}

/** The value to store for a yyyy-MM-dd calendar day. */
export function fromIsoDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** The value to store for a validated YYYYMMDD birth date. */
export function fromBirthDateDigits(digits: string): Date {
  return fromIsoDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`);
}
