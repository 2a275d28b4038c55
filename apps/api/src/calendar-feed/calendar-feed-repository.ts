import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { FeedOwner } from './feed-owner.js';

/** Data access of the feed rows: one per owner, found by the hash of its token. */
export function createCalendarFeedRepository(prisma: PrismaClient) {
  return {
    findByOwner(owner: FeedOwner) {
      return prisma.calendarFeed.findUnique({ where: owner });
    },
    findByOwnerIn(tx: Prisma.TransactionClient, owner: FeedOwner) {
      return tx.calendarFeed.findUnique({ where: owner, select: { id: true } });
    },
    /** A single indexed lookup on the unique hash. */
    findByTokenHash(tokenHash: string) {
      return prisma.calendarFeed.findUnique({
        where: { tokenHash },
        select: { memberId: true, staffId: true },
      });
    },
    /**
     * Creates the owner's row or replaces its token. The where, create and update name the same
     * unique owner column, so Prisma sends one INSERT … ON CONFLICT DO UPDATE: simultaneous calls
     * leave one row, holding the token of the last one.
     */
    upsert(tx: Prisma.TransactionClient, owner: FeedOwner, tokenHash: string, at: Date) {
      return tx.calendarFeed.upsert({
        where: owner,
        create: { ...owner, tokenHash, createdAt: at },
        update: { tokenHash, createdAt: at },
        select: { id: true },
      });
    },
    /** Deletes and answers the row, or null when there was none. */
    async delete(tx: Prisma.TransactionClient, owner: FeedOwner) {
      const row = await tx.calendarFeed.findUnique({ where: owner, select: { id: true } });
      if (!row) return null;
      const { count } = await tx.calendarFeed.deleteMany({ where: owner });
      return count === 1 ? row : null;
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
