import { firstDayOfMonth, pauseMonths } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { slotsRunningBetween } from '../db/lesson-row-filters.js';
import { newestFirst, newestFirstPage } from '../db/newest-first.js';
import { fromIsoDate } from '../lib/iso-date.js';

const withMember = { member: { select: { id: true, name: true } } } as const;

/** What a pause row answers with. */
const pauseRow = { include: withMember } as const;

/** Data access for pauses (docs/product/pauses.md). */
export function createPausesRepository(prisma: PrismaClient) {
  return {
    /** Whether the member has a weekly slot running on some day from `firstDay` on. */
    async hasWeeklySlotFrom(
      memberId: number,
      firstDay: string,
      db: PrismaClient | Prisma.TransactionClient = prisma,
    ) {
      const day = fromIsoDate(firstDay);
      const count = await db.weeklySlot.count({
        where: { memberId, ...slotsRunningBetween(day, fromIsoDate('9999-12-31')) },
      });
      return count > 0;
    },
    /** Serialises the member's pause requests, so the yearly count is read and kept at once. */
    async lockMember(tx: Prisma.TransactionClient, memberId: number): Promise<void> {
      await tx.$queryRaw`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`;
    },
    /** The months of the member's pending and approved pauses. */
    async heldMonths(tx: Prisma.TransactionClient, memberId: number) {
      const rows = await tx.pausedMonth.findMany({ where: { memberId }, select: { month: true } });
      return rows.map((row) => row.month);
    },
    /** A pending pause with one row per month; the (member, month) key refuses an overlap. */
    create(
      tx: Prisma.TransactionClient,
      data: { memberId: number; fromMonth: string; untilMonth: string; reason: string | null },
    ) {
      const months = pauseMonths(data.fromMonth, data.untilMonth);
      return tx.pause.create({
        data: {
          ...data,
          months: { create: months.map((month) => ({ memberId: data.memberId, month })) },
        },
        ...pauseRow,
      });
    },
    findById(id: number) {
      return prisma.pause.findUnique({ where: { id }, ...pauseRow });
    },
    findOwn(memberId: number, id: number) {
      return prisma.pause.findFirst({ where: { id, memberId }, select: { state: true } });
    },
    findMine(memberId: number, take: number) {
      return prisma.pause.findMany({
        where: { memberId },
        orderBy: newestFirst(),
        take,
        ...pauseRow,
      });
    },
    findPage(where: Prisma.PauseWhereInput, skip: number, take: number) {
      return newestFirstPage(
        { skip, take },
        (page) => prisma.pause.findMany({ where, ...page, ...pauseRow }),
        prisma.pause.count({ where }),
      );
    },
    /**
     * Moves a pending pause to `data.state` (conditional on pending, so two decisions never both
     * happen); a refused or withdrawn one frees its months. Null when it was not pending.
     */
    async settle(
      tx: Prisma.TransactionClient,
      where: { id: number; memberId?: number },
      data: Prisma.PauseUncheckedUpdateManyInput & { state: 'approved' | 'rejected' | 'cancelled' },
    ) {
      const { count } = await tx.pause.updateMany({
        where: { ...where, state: 'pending' },
        data,
      });
      if (count === 0) return null;
      if (data.state !== 'approved')
        await tx.pausedMonth.deleteMany({ where: { pauseId: where.id } });
      return tx.pause.findUniqueOrThrow({ where: { id: where.id }, ...pauseRow });
    },
  };
}

/**
 * Releases the member's weekly slot: one running on the first paused day ends that day, and its
 * hour is free for others from then on (docs/product/pauses.md).
 */
export async function releaseWeeklySlots(
  tx: Prisma.TransactionClient,
  memberId: number,
  fromMonth: string,
): Promise<void> {
  const firstDay = fromIsoDate(firstDayOfMonth(fromMonth));
  await tx.weeklySlot.updateMany({
    where: {
      memberId,
      effectiveFrom: { lt: firstDay },
      OR: [{ effectiveUntil: null }, { effectiveUntil: { gt: firstDay } }],
    },
    data: { effectiveUntil: firstDay },
  });
}

export type PausesRepository = ReturnType<typeof createPausesRepository>;
export type PauseRow = NonNullable<Awaited<ReturnType<PausesRepository['findById']>>>;
