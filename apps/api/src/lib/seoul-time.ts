import { addDaysToIsoDate, seoulInstant, toAcademyIsoDate } from '@academy/contracts';
import { fromIsoDate } from './iso-date.js';

/** The Seoul calendar day `days` from today, as yyyy-MM-dd. */
function seoulDayFromToday(days: number, now: Date): string {
  return addDaysToIsoDate(toAcademyIsoDate(now), days);
}

/** Midnight UTC of the Seoul calendar day `days` from today: the value Prisma stores in a `date`. */
export function seoulDate(days: number, now = new Date()): Date {
  return fromIsoDate(seoulDayFromToday(days, now));
}

/** The instant of `hour`:00 in Seoul on the day `days` from today. */
export function seoulDateTime(days: number, hour: number, now = new Date()): Date {
  return seoulInstant(seoulDayFromToday(days, now), hour);
}
