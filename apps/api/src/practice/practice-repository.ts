import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

const withMemberName = { member: { select: { name: true } } } as const;

/** Data access for practice-room bookings. */
export function createPracticeRepository(prisma: PrismaClient) {
  return {
    /** A non-cancelled booking of the room that overlaps [start, end), if any. */
    findOverlapping(roomId: number, start: Date, end: Date) {
      return prisma.practiceSession.findFirst({
        where: {
          roomId,
          status: { not: 'cancelled' },
          startTime: { lt: end },
          endTime: { gt: start },
        },
        select: { id: true },
      });
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
      return tx.practiceSession.create({ data, include: withMemberName });
    },
    findOwned(id: number, memberId: number) {
      return prisma.practiceSession.findFirst({ where: { id, memberId }, include: withMemberName });
    },
    /** Cancels only while still scheduled, so two cancels cannot both succeed. */
    async cancelScheduled(id: number, cancelledAt: Date): Promise<boolean> {
      const { count } = await prisma.practiceSession.updateMany({
        where: { id, status: 'scheduled' },
        data: { status: 'cancelled', cancelledAt },
      });
      return count === 1;
    },
    findOwnSince(memberId: number, since: Date, take: number) {
      return prisma.practiceSession.findMany({
        where: { memberId, startTime: { gte: since } },
        orderBy: [{ startTime: 'asc' }, { id: 'asc' }],
        take,
        include: withMemberName,
      });
    },
    findActiveBetween(start: Date, end: Date) {
      return prisma.practiceSession.findMany({
        where: { status: { not: 'cancelled' }, startTime: { gte: start, lt: end } },
        orderBy: [{ startTime: 'asc' }, { roomId: 'asc' }],
        include: withMemberName,
      });
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
export type PracticeSessionRow = Awaited<
  ReturnType<PracticeRepository['findActiveBetween']>
>[number];
