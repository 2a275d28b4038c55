import { addDaysToIsoDate } from '../common/dates';
import { toAcademyIsoDate } from '../common/seoul-time';
import type { TTodayOccurrence } from './today.schemas';

/** Today and tomorrow as Seoul calendar days: the day turns at Seoul's midnight, not UTC's. */
export function todayAndTomorrow(instant: Date): { today: string; tomorrow: string } {
  const today = toAcademyIsoDate(instant);
  return { today, tomorrow: addDaysToIsoDate(today, 1) };
}

/**
 * Whether the section offers one-tap attendance: a member's lesson of today (attended or absent
 * is only recorded up to today, docs/product/attendance.md), not a one-day class.
 */
export function isMarkableToday(occurrence: TTodayOccurrence, day: string, today: string): boolean {
  return day === today && occurrence.kind !== 'oneday' && occurrence.memberId !== null;
}
