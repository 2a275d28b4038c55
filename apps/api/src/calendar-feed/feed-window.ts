import {
  addDaysToIsoDate,
  CALENDAR_FEED_WINDOW,
  toAcademyIsoDate,
  type TDateRange,
} from '@academy/contracts';

const DAYS_PER_WEEK = 7;

/** The Seoul days a feed covers around `now` (docs/product/calendar-feeds.md). */
export function feedWindow(now: Date): TDateRange {
  const today = toAcademyIsoDate(now);
  return {
    startDate: addDaysToIsoDate(today, -CALENDAR_FEED_WINDOW.WEEKS_BACK * DAYS_PER_WEEK),
    endDate: addDaysToIsoDate(today, CALENDAR_FEED_WINDOW.WEEKS_AHEAD * DAYS_PER_WEEK),
  };
}
