import { addMonths, isTuitionMonthText } from '../tuition/tuition-month';
import { PAUSE_LIMITS } from './pauses.limits';

/** A month written YYYY-MM. */
export const isPauseMonthText = isTuitionMonthText;

/** The months from `fromMonth` to `untilMonth`, both included, in order. */
export function pauseMonths(fromMonth: string, untilMonth: string): string[] {
  const months: string[] = [];
  for (let month = fromMonth; month <= untilMonth; month = addMonths(month, 1)) {
    months.push(month);
    if (months.length > PAUSE_LIMITS.MONTHS_PER_REQUEST) break;
  }
  return months;
}

/**
 * The first months a pause may start in when it is `currentMonth` (Seoul) now: next month
 * through FIRST_MONTH_AHEAD months ahead (docs/product/pauses.md).
 */
export function pauseStartMonths(currentMonth: string): string[] {
  return Array.from({ length: PAUSE_LIMITS.FIRST_MONTH_AHEAD }, (_, index) =>
    addMonths(currentMonth, index + 1),
  );
}

/** Whether a pause from `fromMonth` may be asked (or approved) in `currentMonth`. */
export function isPauseStartAllowed(fromMonth: string, currentMonth: string): boolean {
  return pauseStartMonths(currentMonth).includes(fromMonth);
}

/**
 * The calendar years in which `asked` would take the member past MONTHS_PER_YEAR paused months,
 * given the months already asked or approved (`held`).
 */
export function yearsOverPauseLimit(held: readonly string[], asked: readonly string[]): string[] {
  const perYear = new Map<string, number>();
  for (const month of [...held, ...asked]) {
    const year = month.slice(0, 4);
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
  }
  const askedYears = new Set(asked.map((month) => month.slice(0, 4)));
  return [...askedYears].filter((year) => (perYear.get(year) ?? 0) > PAUSE_LIMITS.MONTHS_PER_YEAR);
}

/**
 * The months a member's pauses hold, pending or approved, in order: their lessons cannot be
 * moved out of them (the API refuses; the schedule change form does not offer them).
 */
export function heldPauseMonths(
  pauses: readonly { state: string; months: readonly string[] }[],
): string[] {
  const held = pauses.filter((pause) => pause.state === 'pending' || pause.state === 'approved');
  return [...new Set(held.flatMap((pause) => pause.months))].sort();
}
