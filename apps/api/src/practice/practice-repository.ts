import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

const withMemberName = { member: { select: { name: true } } } as const;

/** Booking a room: the overlap, the member's lock and caps, and the new booking. */
function bookingQueries(prisma: PrismaClient) {
  return {
    /**
     * A non-cancelled booking of the room that overlaps [start, end), if any. Written as the
     * exclusion constraint practice_sessions_no_overlap states it, so that constraint's GiST
     * index answers it; "starts before the end and ends after the start" would read every
     * earlier booking of the room through the start_time index. A booking passes its
     * transaction to read under its locks.
     */
    async findOverlapping(
      roomId: number,
      start: Date,
      end: Date,
      db: Prisma.TransactionClient = prisma,
    ) {
      const rows = await db.$queryRaw<{ id: number }[]>`
        SELECT id FROM practice_sessions
        WHERE room_id = ${roomId}::int AND status <> 'cancelled'
          AND tstzrange(start_time, end_time, '[)')
            && tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)')
        LIMIT 1`;
      return rows[0] ?? null;
    },
    /**
     * Holds the member's row until the transaction ends, so that two bookings of one member
     * count each other's hours one after the other instead of passing the caps together.
     */
    async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<void> {
      await tx.$queryRaw`SELECT id FROM members WHERE id = ${memberId}::int FOR UPDATE`;
    },
    /** The member's bookings that are not cancelled and end after `at`. */
    countOpen(tx: Prisma.TransactionClient, memberId: number, at: Date) {
      return tx.practiceBooking.count({
        where: { memberId, status: { not: 'cancelled' }, endTime: { gt: at } },
      });
    },
    /** Minutes of the member's bookings (not cancelled) that start in [from, to). */
    async bookedMinutesStarting(
      tx: Prisma.TransactionClient,
      memberId: number,
      from: Date,
      to: Date,
    ): Promise<number> {
      const rows = await tx.practiceBooking.findMany({
        where: { memberId, status: { not: 'cancelled' }, startTime: { gte: from, lt: to } },
        select: { startTime: true, endTime: true },
      });
      return rows.reduce(
        (minutes, row) => minutes + (row.endTime.getTime() - row.startTime.getTime()) / 60_000,
        0,
      );
    },
    create(
      tx: Prisma.TransactionClient,
      data: {
        roomId: number;
        memberId: number;
        startTime: Date;
        endTime: Date;
        notes: string | null;
      },
    ) {
      return tx.practiceBooking.create({ data, include: withMemberName });
    },
  };
}

/** The member's own bookings, cancelling one, and the room calendar. */
function bookingViews(prisma: PrismaClient) {
  return {
    findOwned(id: number, memberId: number) {
      return prisma.practiceBooking.findFirst({ where: { id, memberId }, include: withMemberName });
    },
    /**
     * Cancels only while still scheduled and not ended, so two cancels cannot both succeed and
     * a session that ends meanwhile stays completed.
     */
    async cancelScheduled(id: number, cancelledAt: Date): Promise<boolean> {
      const { count } = await prisma.practiceBooking.updateMany({
        where: { id, status: 'scheduled', endTime: { gt: cancelledAt } },
        data: { status: 'cancelled', cancelledAt },
      });
      return count === 1;
    },
    findOwnSince(memberId: number, since: Date, take: number) {
      return prisma.practiceBooking.findMany({
        where: { memberId, startTime: { gte: since } },
        orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
        take,
        include: withMemberName,
      });
    },
    /** Names come separately (findMemberNames): a member's calendar needs only their own. */
    findActiveBetween(start: Date, end: Date) {
      return prisma.practiceBooking.findMany({
        where: { status: { not: 'cancelled' }, startTime: { gte: start, lt: end } },
        orderBy: [{ startTime: 'asc' }, { roomId: 'asc' }],
      });
    },
    async findMemberNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await prisma.member.findMany({
        where: { id: { in: ids } },
        select: { id: true, name: true },
      });
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

/** Data access for practice-room bookings. */
export function createPracticeRepository(prisma: PrismaClient) {
  return {
    ...bookingQueries(prisma),
    ...bookingViews(prisma),
    /** A member staff may book for: one that takes lessons and was not anonymized. */
    findBookingMember(memberId: number) {
      return prisma.member.findFirst({
        where: { id: memberId, takesLessons: true, anonymizedAt: null },
        select: { id: true },
      });
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
export type PracticeSessionRow = NonNullable<Awaited<ReturnType<PracticeRepository['findOwned']>>>;
