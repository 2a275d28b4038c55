import { addDaysToIsoDate, seoulDayStart, type TDateRange } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { CREDIT_HOLDING_STATUSES } from '../makeups/makeup-credits-repository.js';
import { singleMovesTouching, slotsRunningBetween } from './lesson-row-filters.js';

/** Attendance states after which a lesson no longer takes place: a notice, or the academy cancelled it. */
const NOT_HELD_STATUSES = ['absent_with_notice', 'cancelled_by_academy'] as const;

const withMemberName = { member: { select: { name: true } } } as const;

/**
 * What one member has between two Seoul days (both counted): weekly slots and the single moves
 * from or onto those days (the calendars' expansion needs both), closed days, the days whose
 * lesson will not take place, make-ups that hold their hour and practice bookings that stand.
 * Takes the caller's transaction, so a booking reads it under its lock on the member.
 */
export async function findOwnHourRows(
  db: Prisma.TransactionClient,
  memberId: number,
  range: TDateRange,
) {
  const first = fromIsoDate(range.startDate);
  const last = fromIsoDate(range.endDate);
  const days = { gte: first, lte: last };
  const [slots, moves, closures, notHeld, makeups, practice] = await Promise.all([
    db.lessonSchedule.findMany({
      where: { memberId, ...slotsRunningBetween(first, last) },
      include: withMemberName,
    }),
    db.lessonOverride.findMany({
      where: { memberId, ...singleMovesTouching(first, last) },
      include: { lessonSchedule: { include: withMemberName }, ...withMemberName },
    }),
    db.closure.findMany({
      where: { date: days },
      select: { date: true, reason: true, reasonEn: true },
    }),
    db.lessonAttendance.findMany({
      where: { memberId, lessonDate: days, status: { in: [...NOT_HELD_STATUSES] } },
      select: { lessonDate: true },
    }),
    db.makeupLesson.findMany({
      where: { memberId, lessonDate: days, status: { in: [...CREDIT_HOLDING_STATUSES] } },
      select: { lessonDate: true, startMinute: true, endMinute: true },
    }),
    db.practiceSession.findMany({
      where: {
        memberId,
        status: { not: 'cancelled' },
        startTime: {
          gte: seoulDayStart(range.startDate),
          lt: seoulDayStart(addDaysToIsoDate(range.endDate, 1)),
        },
      },
      select: { startTime: true, endTime: true },
    }),
  ]);
  return { slots, moves, closures, notHeld, makeups, practice };
}

export type OwnHourRows = Awaited<ReturnType<typeof findOwnHourRows>>;
