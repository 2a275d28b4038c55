import {
  academyWeekOf,
  addDaysToIsoDate,
  PRACTICE_BOOKING_LIMITS,
  seoulDayStart,
  toAcademyIsoDate,
  VALIDATION_MESSAGES,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { PracticeRepository } from './practice-repository.js';

/**
 * Refuses a booking that would take the member past the open-bookings or weekly-hours cap.
 * Runs inside the booking's transaction after the member's row is locked, so the counts it
 * reads cannot change until the booking is stored or refused.
 */
export async function assertWithinMemberCaps(
  tx: Prisma.TransactionClient,
  practice: PracticeRepository,
  booking: { memberId: number; start: Date; end: Date; now: Date },
): Promise<void> {
  const { memberId, start, end, now } = booking;
  await practice.lockMember(tx, memberId);
  const open = await practice.countOpen(tx, memberId, now);
  if (open >= PRACTICE_BOOKING_LIMITS.MAX_OPEN_BOOKINGS) {
    throw new AppError('PRACTICE_LIMIT_REACHED', VALIDATION_MESSAGES.practiceOpenBookingsLimit);
  }
  const week = academyWeekOf(toAcademyIsoDate(start));
  const bookedMinutes = await practice.bookedMinutesStarting(
    tx,
    memberId,
    seoulDayStart(week.monday),
    seoulDayStart(addDaysToIsoDate(week.sunday, 1)),
  );
  const wantedMinutes = (end.getTime() - start.getTime()) / 60_000;
  if (bookedMinutes + wantedMinutes > PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_WEEK * 60) {
    throw new AppError('PRACTICE_LIMIT_REACHED', VALIDATION_MESSAGES.practiceWeeklyHoursLimit);
  }
}
