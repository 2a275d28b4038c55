import { fromIsoDate } from './iso-date.js';

// The academy runs on Korean time (UTC+9 all year, no daylight saving).
const SEOUL_OFFSET_HOURS = 9;
const DAY_MS = 86_400_000;

/** Midnight UTC of the Seoul calendar day `days` from today: the value Prisma stores in a `date`. */
export function seoulDate(days: number, now = new Date()): Date {
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_HOURS * 3_600_000);
  return new Date(
    Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate()) + days * DAY_MS,
  );
}

/** The instant of `hour`:00 in Seoul on the day `days` from today. */
export function seoulDateTime(days: number, hour: number, now = new Date()): Date {
  return new Date(seoulDate(days, now).getTime() + (hour - SEOUL_OFFSET_HOURS) * 3_600_000);
}

/** The instant a Seoul calendar day (yyyy-MM-dd) starts. */
export function seoulDayStart(isoDate: string): Date {
  return new Date(fromIsoDate(isoDate).getTime() - SEOUL_OFFSET_HOURS * 3_600_000);
}
