import { addDaysToIsoDate, seoulDayStart } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { memberRecipient, type MailRecipient } from '../mail/personal-mail.js';

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

/** Data access for closed days and what declaring one touches. */
export function createClosuresRepository(prisma: PrismaClient) {
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
    /** Bookings of the Seoul day that are still booked and have not ended at `at`. */
    findBookingsToCancel(tx: Prisma.TransactionClient, isoDate: string, at: Date) {
      const { start, end } = seoulDay(isoDate);
      return tx.practiceSession.findMany({
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
      await tx.practiceSession.updateMany({
        where: { id: { in: ids } },
        data: { status: 'cancelled', cancelledAt: at },
      });
    },
    /**
     * Active members with a lesson on the day: a weekly slot running that day whose lesson was
     * not moved away, or a lesson moved onto it.
     */
    async findMembersWithLessonOn(
      tx: Prisma.TransactionClient,
      isoDate: string,
      isoWeekday: number,
    ): Promise<number[]> {
      const day = fromIsoDate(isoDate);
      const weekly = await tx.lessonSchedule.findMany({
        where: {
          dayOfWeek: isoWeekday,
          effectiveFrom: { lte: day },
          OR: [{ effectiveUntil: null }, { effectiveUntil: { gt: day } }],
          overrides: { none: { scope: 'single', originalDate: day } },
          member: { status: 'active' },
        },
        select: { memberId: true },
      });
      const movedIn = await tx.lessonOverride.findMany({
        where: { scope: 'single', newDate: day, member: { status: 'active' } },
        select: { memberId: true },
      });
      return [...new Set([...weekly, ...movedIn].map((row) => row.memberId))].sort((a, b) => a - b);
    },
    /** Where each member's closed-day e-mail goes, and in which language. */
    async findMailRecipients(
      tx: Prisma.TransactionClient,
      memberIds: readonly number[],
    ): Promise<Map<number, MailRecipient>> {
      const members = await tx.member.findMany({
        where: { id: { in: [...memberIds] } },
        select: { id: true, email: true, name: true, isForeigner: true },
      });
      return new Map(members.map((member) => [member.id, memberRecipient(member)]));
    },
  };
}

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;
export type ClosureRow = Awaited<ReturnType<ClosuresRepository['findBetween']>>[number];
