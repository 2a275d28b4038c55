import { SEOUL_OFFSET_TEXT } from '@academy/contracts';

// Prisma hands `@db.Date` columns over as UTC midnight of the stored calendar day.

/**
 * Days and instants after the last day the calendar can name. Before dates were bounded, a
 * one-day class confirmed for 9999-12-31 23:59 UTC stored that instant, whose Seoul day is
 * 10000-01-01, and that day on the teacher's calendar; the driver hands such a day over as an
 * invalid Date. They read as the last day (in Seoul) instead, so the rows can still be listed
 * and removed instead of breaking every list they are in.
 */
const LAST_ISO_DATE = '9999-12-31';
/** 9999-12-31 23:59:59.999 in Seoul. */
const LAST_ACADEMY_INSTANT = new Date(`${LAST_ISO_DATE}T23:59:59.999${SEOUL_OFFSET_TEXT}`);

const isInvalid = (date: Date) => Number.isNaN(date.getTime());

/** yyyy-MM-dd of a stored calendar day. */
export function toIsoDate(date: Date): string {
  if (isInvalid(date) || date.getUTCFullYear() > 9999) return LAST_ISO_DATE;
  return date.toISOString().slice(0, 10);
}

/** ISO 8601 (UTC) of a stored instant that a request once set, such as a class's date. */
export function toIsoInstant(date: Date): string {
  const readable = isInvalid(date) || date > LAST_ACADEMY_INSTANT ? LAST_ACADEMY_INSTANT : date;
  return readable.toISOString();
}

/** The value to store for a yyyy-MM-dd calendar day. */
export function fromIsoDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** The value to store for a validated YYYYMMDD birth date. */
export function fromBirthDateDigits(digits: string): Date {
  return fromIsoDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`);
}
