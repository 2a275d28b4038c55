import { addDaysToIsoDate, seoulDayStart, isoWeekdayOfIsoDate } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { CREDIT_HOLDING_STATUSES } from './makeup-credits-repository.js';
import { memberLessonsBetween } from './member-lessons.js';
import { findPausedMonths } from './paused-months-repository.js';
import { slotsRunningBetween, singleMovesTouching } from '../db/lesson-row-filters.js';

/** Why removing a closed day voids the credits it earned (docs/product/states.md). */
const CLOSED_DAY_REMOVED = 'closed day removed';

/** The calendars' slot shape: the member's name rides along, as on the busy times. */
const slotInclude = { member: { select: { name: true } } } as const;

/**
 * The first key of the advisory locks that order a closure of a day and the bookings of that
 * day; the second is the day's number since 1970. Any constant unused elsewhere would do.
 */
const CLOSED_DAY_LOCK = 20_261_126;
const DAY_MS = 86_400_000;

const dayNumber = (isoDate: string) => fromIsoDate(isoDate).getTime() / DAY_MS;

/** The instants a Seoul day covers: [start, end). */
function seoulDay(isoDate: string) {
  return { start: seoulDayStart(isoDate), end: seoulDayStart(addDaysToIsoDate(isoDate, 1)) };
}

/** The closed days themselves, and the lock that orders work on one day. */
function closedDayQueries(prisma: PrismaClient) {
  return {
    /**
     * Holds the day until the transaction ends. Declaring a closure and booking a practice
     * room both take it first, so a booking either sees the closure and is refused, or is
     * committed before the closure looks for the bookings to cancel.
     */
    async lockDay(tx: Prisma.TransactionClient, isoDate: string): Promise<void> {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CLOSED_DAY_LOCK}::int, ${dayNumber(isoDate)}::int)`;
    },
    async isClosed(tx: Prisma.TransactionClient, isoDate: string): Promise<boolean> {
      const count = await tx.closure.count({ where: { date: fromIsoDate(isoDate) } });
      return count > 0;
    },
    findBetween(from: string, to: string) {
      return prisma.closure.findMany({
        where: { date: { gte: fromIsoDate(from), lte: fromIsoDate(to) } },
        orderBy: { date: 'asc' },
      });
    },
    create(
      tx: Prisma.TransactionClient,
      data: { date: string; reason: string; reasonEn: string; createdById: number },
    ) {
      return tx.closure.create({ data: { ...data, date: fromIsoDate(data.date) } });
    },
    /** Deletes and answers the row, or null when another request removed it first. */
    async delete(tx: Prisma.TransactionClient, id: number) {
      const row = await tx.closure.findUnique({ where: { id } });
      if (!row) return null;
      const { count } = await tx.closure.deleteMany({ where: { id } });
      return count === 1 ? row : null;
    },
  };
}

/** What declaring a closed day touches: the bookings and make-ups it cancels, the lessons on it. */
function closedDayCancellations() {
  return {
    /** Bookings of the Seoul day that are still booked and have not ended at `at`. */
    findBookingsToCancel(tx: Prisma.TransactionClient, isoDate: string, at: Date) {
      const { start, end } = seoulDay(isoDate);
      return tx.practiceBooking.findMany({
        where: {
          status: 'scheduled',
          startTime: { gte: start, lt: end },
          endTime: { gt: at },
        },
        orderBy: [{ startTime: 'asc' }, { roomId: 'asc' }],
      });
    },
    async cancelBookings(tx: Prisma.TransactionClient, ids: number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx.practiceBooking.updateMany({
        where: { id: { in: ids } },
        data: { status: 'cancelled', cancelledAt: at },
      });
    },
    /**
     * The active members' lessons on the day, as the calendars count them (a weekly slot running
     * that day whose lesson was not moved away, or a lesson moved onto it), closure or not.
     */
    async findLessonsOn(tx: Prisma.TransactionClient, isoDate: string) {
      const day = fromIsoDate(isoDate);
      const isoWeekday = isoWeekdayOfIsoDate(isoDate);
      const slots = await tx.weeklySlot.findMany({
        where: {
          dayOfWeek: isoWeekday,
          ...slotsRunningBetween(day, day),
          member: { status: 'active' },
        },
        include: slotInclude,
        orderBy: { id: 'asc' },
      });
      const moves = await tx.lessonMove.findMany({
        where: { ...singleMovesTouching(day, day), member: { status: 'active' } },
        include: { lessonSchedule: { include: slotInclude }, member: { select: { name: true } } },
        orderBy: { id: 'asc' },
      });
      // A paused month's lesson is not held, so a closure earns it no make-up credit.
      const paused = await findPausedMonths(tx, { first: isoDate, last: isoDate });
      return memberLessonsBetween(
        slots,
        moves,
        [],
        { startDate: isoDate, endDate: isoDate },
        {
          paused,
        },
      );
    },
    /** Make-ups of the day that still hold their credit (booked or waiting for staff). */
    findMakeupsToCancel(tx: Prisma.TransactionClient, isoDate: string) {
      return tx.makeupLesson.findMany({
        where: { lessonDate: fromIsoDate(isoDate), status: { in: [...CREDIT_HOLDING_STATUSES] } },
        orderBy: [{ startMinute: 'asc' }, { id: 'asc' }],
      });
    },
    /** Cancelling a make-up frees its credit: a credit is spent only while a make-up holds it. */
    async cancelMakeups(tx: Prisma.TransactionClient, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await tx.makeupLesson.updateMany({
        where: { id: { in: ids }, status: { in: [...CREDIT_HOLDING_STATUSES] } },
        data: { status: 'cancelled' },
      });
    },
  };
}

/** The credits a removed closed day earned, and where the members' e-mails go. */
function closedDayFollowUps() {
  return {
    /**
     * Voids the credits the closed day earned that are still open at `today` (not voided, not
     * expired, not held by a make-up), and answers their ids.
     */
    async voidOpenCreditsEarnedOn(
      tx: Prisma.TransactionClient,
      isoDate: string,
      today: string,
      at: Date,
    ): Promise<number[]> {
      const open = await tx.makeupCredit.findMany({
        where: {
          source: 'academy_cancellation',
          lessonDate: fromIsoDate(isoDate),
          voidedAt: null,
          expiresOn: { gte: fromIsoDate(today) },
          makeups: { none: { status: { in: [...CREDIT_HOLDING_STATUSES] } } },
        },
        select: { id: true },
        orderBy: { id: 'asc' },
      });
      const ids = open.map((credit) => credit.id);
      if (ids.length === 0) return ids;
      await tx.makeupCredit.updateMany({
        where: { id: { in: ids } },
        data: { voidedAt: at, voidReason: CLOSED_DAY_REMOVED },
      });
      return ids;
    },
  };
}

/** Data access for closed days and what declaring one touches. */
export function createClosuresRepository(prisma: PrismaClient) {
  return {
    ...closedDayQueries(prisma),
    ...closedDayCancellations(),
    ...closedDayFollowUps(),
  };
}

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;
export type ClosureRow = Awaited<ReturnType<ClosuresRepository['findBetween']>>[number];
