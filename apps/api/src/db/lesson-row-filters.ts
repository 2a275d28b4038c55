import { addDaysToIsoDate, seoulDayStart, type TDateRange } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * Weekly slots running on some day of [first, last] (stored Seoul days). `effectiveUntil` is the
 * first day a slot no longer runs, so a slot ending on `first` is out. Every read of "whose lessons
 * fall in these days" uses this, so what "running" means is decided here only.
 */
export function slotsRunningBetween(first: Date, last: Date) {
  return {
    effectiveFrom: { lte: last },
    OR: [{ effectiveUntil: null }, { effectiveUntil: { gt: first } }],
  } satisfies Prisma.WeeklySlotWhereInput;
}

/**
 * Single-date moves away from or onto a day of [first, last]. A "following" move needs no
 * lookup of its own: it ends one slot and starts another, which `slotsRunningBetween` sees.
 */
export function singleMovesTouching(first: Date, last: Date) {
  const days = { gte: first, lte: last };
  return {
    scope: 'single',
    OR: [{ originalDate: days }, { newDate: days }],
  } satisfies Prisma.LessonMoveWhereInput;
}

/**
 * A member's practice bookings that still stand (not cancelled) starting on a Seoul day of the
 * range, both days counted: what keeps their hours and what their calendar feed lists.
 */
export function standingPracticeBetween(memberId: number, range: TDateRange) {
  return {
    memberId,
    status: { not: 'cancelled' },
    startTime: {
      gte: seoulDayStart(range.startDate),
      lt: seoulDayStart(addDaysToIsoDate(range.endDate, 1)),
    },
  } satisfies Prisma.PracticeBookingWhereInput;
}
