import { rangesOverlap, toAcademyIsoDate } from '../common/dates';
import { HOURS } from '../constants/hours';
import type { TPracticeRoom, TPracticeSessionStatus } from './practice.enums';

/** Default end is start + 1 hour, capped at closing time (SPEC §5). */
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
 * Only the owner cancels, only a scheduled session, and only up to and including the
 * booking day in the academy's time zone (SPEC §4/§9).
 */
export function canCancelPracticeSession(input: {
  status: TPracticeSessionStatus;
  isOwner: boolean;
  startTime: string;
  now?: Date;
}): boolean {
  if (!input.isOwner || input.status !== 'scheduled') return false;
  const today = toAcademyIsoDate(input.now ?? new Date());
  return today <= toAcademyIsoDate(new Date(input.startTime));
}
