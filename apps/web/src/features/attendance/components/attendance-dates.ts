import { addDaysToIsoDate } from '@academy/contracts';
import { weekdayIndex } from '@/components/calendar/calendar-dates';

const DAYS_PER_WEEK = 7;

/** The Monday of the week `isoDate` is in. */
export function mondayOf(isoDate: string): string {
  return addDaysToIsoDate(isoDate, -weekdayIndex(isoDate));
}

/** The seven days Monday to Sunday from `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDaysToIsoDate(monday, i));
}

export function addWeeks(monday: string, weeks: number): string {
  return addDaysToIsoDate(monday, weeks * DAYS_PER_WEEK);
}
