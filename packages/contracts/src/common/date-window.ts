import { DATE_WINDOWS, type TDateWindow } from '../constants/date-windows';
import { addDaysToIsoDate, isIsoDate, isoDateField } from './dates';
import { toAcademyIsoDate } from './seoul-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The academy's today; the window rules read the clock when a request is checked. */
const academyToday = () => toAcademyIsoDate(new Date());

/**
 * Whether a valid yyyy-MM-dd day lies within the window around `today` (both ends count).
 * Anything that is not a valid day is left to the format check and passes here.
 */
export function isWithinDateWindow(
  date: string,
  window: TDateWindow,
  today: string = academyToday(),
): boolean {
  if (!isIsoDate(date)) return true;
  const afterFirst =
    window.PAST_DAYS === undefined || date >= addDaysToIsoDate(today, -window.PAST_DAYS);
  return afterFirst && date <= addDaysToIsoDate(today, window.FUTURE_DAYS);
}

/**
 * The same for an ISO date-time, judged by its academy day. Instants are compared first, so
 * a far year (0000, 9999-12-31T23:59Z) never reaches the day arithmetic.
 */
export function isInstantWithinDateWindow(
  value: string,
  window: Required<TDateWindow>,
  now: Date = new Date(),
): boolean {
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) return true;
  const daysAhead = (instant - now.getTime()) / DAY_MS;
  if (daysAhead > window.FUTURE_DAYS + 1) return false;
  if (-daysAhead > window.PAST_DAYS + 1) return false;
  return isWithinDateWindow(toAcademyIsoDate(new Date(instant)), window, toAcademyIsoDate(now));
}

/** A day the calendars and busy-time lookups may ask about (DATE_WINDOWS.LOOKUP). */
export const ZLookupDate = isoDateField().refine(
  (date) => isWithinDateWindow(date, DATE_WINDOWS.LOOKUP),
  { error: 'dateOutsideLookupWindow' },
);
