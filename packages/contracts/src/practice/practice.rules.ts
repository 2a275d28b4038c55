import { addDaysToIsoDate, rangesOverlap } from '../common/dates';
import { toAcademyIsoDate } from '../common/seoul-time';
import { WEEKDAYS, weekdayOfIsoDate } from '../common/weekday';
import { HOURS } from '../constants/hours';
import type { TPracticeRoom, TPracticeSessionStatus } from './practice.enums';
import { PRACTICE_BOOKING_LIMITS, PRACTICE_CALENDAR_WINDOW } from './practice.limits';

/** Default end is start + 1 hour, capped at closing time (docs/product/validation.md). */
export function defaultPracticeEndHour(startHour: number): number {
  return Math.min(startHour + 1, HOURS.PRACTICE.CLOSE_HOUR);
}

export function isPastStart(startTime: string, now: Date = new Date()): boolean {
  return Date.parse(startTime) < now.getTime();
}

type TBookedRange = {
  practiceRoom: TPracticeRoom;
  startTime: string;
  endTime: string;
  status: TPracticeSessionStatus;
};

/** "This time slot is already booked": overlaps a non-cancelled booking of the same room. */
export function overlapsExistingBooking(
  candidate: Pick<TBookedRange, 'practiceRoom' | 'startTime' | 'endTime'>,
  existing: readonly TBookedRange[],
): boolean {
  const start = Date.parse(candidate.startTime);
  const end = Date.parse(candidate.endTime);
  return existing.some(
    (booking) =>
      booking.status !== 'cancelled' &&
      booking.practiceRoom === candidate.practiceRoom &&
      rangesOverlap(start, end, Date.parse(booking.startTime), Date.parse(booking.endTime)),
  );
}

/**
 * A booking goes from scheduled to completed when its end passes. That needs no write to be
 * true: every list, calendar and cancellation reads the status through this.
 */
export function practiceStatusAt(
  session: { status: TPracticeSessionStatus; endTime: string },
  now: Date = new Date(),
): TPracticeSessionStatus {
  return session.status === 'scheduled' && Date.parse(session.endTime) <= now.getTime()
    ? 'completed'
    : session.status;
}

/**
 * Only the owner cancels, only a session that is still booked (not cancelled, not ended), and
 * only up to and including the booking day in the academy's time zone.
 */
export function canCancelPracticeSession(input: {
  status: TPracticeSessionStatus;
  isOwner: boolean;
  startTime: string;
  endTime: string;
  now?: Date;
}): boolean {
  const now = input.now ?? new Date();
  if (!input.isOwner || practiceStatusAt(input, now) !== 'scheduled') return false;
  return toAcademyIsoDate(now) <= toAcademyIsoDate(new Date(input.startTime));
}

/** The last Seoul day a booking may fall on: today plus the booking horizon. */
export function lastBookableDate(now: Date = new Date()): string {
  return addDaysToIsoDate(toAcademyIsoDate(now), PRACTICE_BOOKING_LIMITS.HORIZON_DAYS);
}

export function isBeyondBookingHorizon(startTime: string, now: Date = new Date()): boolean {
  return toAcademyIsoDate(new Date(startTime)) > lastBookableDate(now);
}

/** Monday and Sunday of the Seoul week that holds `isoDate` (yyyy-MM-dd). */
export function academyWeekOf(isoDate: string): { monday: string; sunday: string } {
  const daysSinceMonday = WEEKDAYS.indexOf(weekdayOfIsoDate(isoDate));
  const monday = addDaysToIsoDate(isoDate, -daysSinceMonday);
  return { monday, sunday: addDaysToIsoDate(monday, 6) };
}

/** First day of the month `months` after the month of `isoDate` (negative goes back). */
function firstOfMonthAfter(isoDate: string, months: number): string {
  const [year, month] = isoDate.split('-').map(Number);
  const first = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}

/** The days the practice calendar may be asked for, counted from today (Seoul). */
export function practiceCalendarWindow(now: Date = new Date()): {
  firstDate: string;
  lastDate: string;
} {
  const today = toAcademyIsoDate(now);
  const { MONTHS_BACK, MONTHS_AHEAD } = PRACTICE_CALENDAR_WINDOW;
  return {
    firstDate: firstOfMonthAfter(today, -MONTHS_BACK),
    lastDate: addDaysToIsoDate(firstOfMonthAfter(today, MONTHS_AHEAD + 1), -1),
  };
}
