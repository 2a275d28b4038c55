import { addDaysToIsoDate } from '../common/dates';
import { toAcademyIsoDate } from '../common/seoul-time';
import { TUITION_MONTH_WINDOW, TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH } from './tuition.limits';

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month written YYYY-MM with a month from 01 to 12. */
export function isTuitionMonthText(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The Seoul month (YYYY-MM) of an instant. */
export function seoulMonthOf(instant: Date): string {
  return toAcademyIsoDate(instant).slice(0, 7);
}

/** The month `count` months after `month` (negative goes back). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = (year ?? Number.NaN) * 12 + (monthNumber ?? Number.NaN) - 1 + count;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}`;
}

/** The first day (YYYY-MM-DD) of a month: the day its due falls on (FEES.DUE_DAY). */
export function firstDayOfMonth(month: string): string {
  return `${month}-01`;
}

/** The last month a tuition call may name when it is `instant` now. */
export function lastTuitionMonth(instant: Date): string {
  return addMonths(seoulMonthOf(instant), TUITION_MONTH_WINDOW.MONTHS_AHEAD);
}

/** Whether `month` lies in the window of TUITION_MONTH_WINDOW when it is `instant` now. */
export function isWithinTuitionWindow(month: string, instant: Date): boolean {
  return month >= TUITION_MONTH_WINDOW.FIRST && month <= lastTuitionMonth(instant);
}

/** The earliest day a payment of the due of `month` may be dated. */
export function earliestPaidDate(month: string): string {
  return addDaysToIsoDate(firstDayOfMonth(month), -TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH);
}

/**
 * Why a payment date is refused for the due of `month` when it is `today` in Seoul, or null
 * when it is accepted: never after today, never more than TUITION_PAID_EARLIEST_DAYS_BEFORE_MONTH
 * days before the month starts. Shared by the API and the web form.
 */
export function paidDateIssue(
  paidAt: string,
  month: string,
  today: string,
): 'tuitionPaidDateFuture' | 'tuitionPaidDateTooEarly' | null {
  if (paidAt > today) return 'tuitionPaidDateFuture';
  if (paidAt < earliestPaidDate(month)) return 'tuitionPaidDateTooEarly';
  return null;
}
