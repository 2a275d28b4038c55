import { isIsoDate, isTimeOfDay, timeToMinutes } from '../common/dates';
import { seoulInstant } from '../common/seoul-time';
import { isLessonWeekday, weekdayOfIsoDate } from '../common/weekday';
import { SCHEDULE_CHANGE_SLOT_HOURS } from '../schedule-changes/schedule-changes.rules';
import { MAKEUP_LIMITS } from './makeups.limits';

const HOUR_MS = 3_600_000;

/**
 * A make-up takes an hour a lesson may be moved to (docs/product/makeups.md): Monday to Friday,
 * starting on one of the schedule-change hours (SCHEDULE_CHANGE_SLOT_HOURS).
 */
export function isMakeupHour(date: string, startTime: string): boolean {
  // Field errors are reported beside this check, which must not throw on what they refused.
  if (!isIsoDate(date) || !isTimeOfDay(startTime)) return false;
  if (!isLessonWeekday(weekdayOfIsoDate(date))) return false;
  const minutes = timeToMinutes(startTime);
  return minutes % 60 === 0 && SCHEDULE_CHANGE_SLOT_HOURS.includes(minutes / 60);
}

/** The instant a make-up of that Seoul day and HH:mm starts. */
export function makeupStart(date: string, startTime: string): Date {
  return seoulInstant(date, timeToMinutes(startTime) / 60);
}

/**
 * Whether the member may still cancel their make-up: a booked one until
 * BOOK_AT_ONCE_HOURS_AHEAD hours before it starts (the teacher's hour was promised), a request
 * awaiting staff until it starts.
 */
export function isMakeupCancellable(
  makeup: { status: string; date: string; startTime: string },
  now: Date,
): boolean {
  if (makeup.status === 'booked') return isBookedAtOnce(makeup.date, makeup.startTime, now);
  if (makeup.status === 'requested') {
    return makeupStart(makeup.date, makeup.startTime).getTime() > now.getTime();
  }
  return false;
}

/** Booked at once when it starts at least MAKEUP_LIMITS.BOOK_AT_ONCE_HOURS_AHEAD after `now`. */
export function isBookedAtOnce(date: string, startTime: string, now: Date): boolean {
  const ahead = makeupStart(date, startTime).getTime() - now.getTime();
  return ahead >= MAKEUP_LIMITS.BOOK_AT_ONCE_HOURS_AHEAD * HOUR_MS;
}
