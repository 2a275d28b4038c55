import {
  minutesToTime,
  seoulDateTimeText,
  toAcademyIsoDate,
  toAcademyMinutes,
} from '@academy/contracts';

/**
 * Dates of the back-office request screens, always in the academy's zone (contracts'
 * seoul-time), whatever zone the staff's browser is in.
 */

function instantOf(iso: string): Date | null {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** "2025-11-20" of an instant, as the academy's calendar shows it. */
export function formatAcademyDate(iso: string): string {
  const instant = instantOf(iso);
  return instant ? toAcademyIsoDate(instant) : iso;
}

/** "2025-11-20 19:00" of an instant in the academy's zone (docs/product/constants.md yyyy-MM-dd HH:mm). */
export function formatAcademyDateTime(iso: string): string {
  const instant = instantOf(iso);
  if (!instant) return iso;
  return `${toAcademyIsoDate(instant)} ${minutesToTime(toAcademyMinutes(instant))}`;
}

/** The year on the academy's calendar today (the preferred-time text carries no year). */
export function academyYear(now: Date = new Date()): number {
  return Number(toAcademyIsoDate(now).slice(0, 4));
}

/** `date` (yyyy-MM-dd) at `time` (HH:mm) in Seoul as an ISO instant, e.g. 14:00 → 05:00Z. */
export function seoulIsoFromLocal(date: string, time: string): string {
  const instant = new Date(seoulDateTimeText(date, time));
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date and time: ${date} ${time}`);
  return instant.toISOString();
}
