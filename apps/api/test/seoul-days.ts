import {
  addDaysToIsoDate,
  isPublicHoliday,
  publicHolidaysBetween,
  toAcademyIsoDate,
} from '@academy/contracts';

/** Today in Seoul, the day the academy's rules count from. */
export const seoulToday = () => toAcademyIsoDate(new Date());

/** The Seoul day `days` from today (before it when negative). */
export const seoulDayFromToday = (days: number) => addDaysToIsoDate(seoulToday(), days);

/**
 * The next public holiday at least `fromDays` days ahead, or undefined late in the last year the
 * installed library lists (README "Yearly upkeep"): a test that needs one is skipped then, so
 * the suite stays green on any day while the package waits for its yearly update.
 */
export function nextPublicHoliday(fromDays = 1): { date: string; name: string } | undefined {
  const [holiday] = publicHolidaysBetween(seoulDayFromToday(fromDays), seoulDayFromToday(400));
  return holiday;
}

/**
 * The first Seoul day from `days` ahead that is no public holiday (one-day classes and make-ups
 * skip them), or with `nth`, the nth such day after it.
 */
export function ordinaryDayFromToday(days: number, nth = 0): string {
  let date = addDaysToIsoDate(seoulToday(), days - 1);
  for (let found = -1; found < nth;) {
    date = addDaysToIsoDate(date, 1);
    if (!isPublicHoliday(date)) found += 1;
  }
  return date;
}
