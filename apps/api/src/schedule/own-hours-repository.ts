import { LESSON_NOT_HELD_STATUSES, type TDateRange } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { CREDIT_HOLDING_STATUSES } from './makeup-credits-repository.js';
import {
  singleMovesTouching,
  slotsRunningBetween,
  standingPracticeBetween,
} from '../db/lesson-row-filters.js';

/**
 * What one member has between two Seoul days (both counted): the single moves from or onto those
 * days, their weekly slots running then or moved (the calendars' expansion needs both), closed
 * days, the days whose lesson will not take place, make-ups that hold their hour and practice
 * bookings that stand. One statement each, no joins for names: the practice calendar sends these
 * beside its own. Takes the caller's transaction, so a booking reads it under its member lock.
 */
export async function findOwnHourRows(
  db: Prisma.TransactionClient,
  memberId: number,
  range: TDateRange,
) {
  const first = fromIsoDate(range.startDate);
  const last = fromIsoDate(range.endDate);
  const days = { gte: first, lte: last };
  const moves = await db.lessonMove.findMany({
    where: { memberId, ...singleMovesTouching(first, last) },
  });
  const movedSlotIds = [...new Set(moves.map((move) => move.lessonScheduleId))];
  const [slots, closures, notHeld, makeups, practice] = await Promise.all([
    db.weeklySlot.findMany({
      where: { memberId, OR: [slotsRunningBetween(first, last), { id: { in: movedSlotIds } }] },
    }),
    db.closure.findMany({
      where: { date: days },
      select: { date: true, reason: true, reasonEn: true },
    }),
    db.attendance.findMany({
      where: { memberId, lessonDate: days, status: { in: [...LESSON_NOT_HELD_STATUSES] } },
      select: { lessonDate: true },
    }),
    db.makeupLesson.findMany({
      where: { memberId, lessonDate: days, status: { in: [...CREDIT_HOLDING_STATUSES] } },
      select: { lessonDate: true, startMinute: true, endMinute: true },
    }),
    db.practiceBooking.findMany({
      where: standingPracticeBetween(memberId, range),
      select: { startTime: true, endTime: true },
    }),
  ]);
  return { slots, moves, closures, notHeld, makeups, practice };
}

export type OwnHourRows = Awaited<ReturnType<typeof findOwnHourRows>>;
