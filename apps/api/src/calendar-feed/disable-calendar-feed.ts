import type { TCalendarFeedState } from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { CalendarFeedRepository } from './calendar-feed-repository.js';
import { feedAuditDetails } from './feed-audit.js';
import type { FeedOwner } from './feed-owner.js';

/** Turns the owner's feed off: its URL answers 404 from the commit on. Off twice is no change. */
export function createDisableCalendarFeed(deps: {
  prisma: PrismaClient;
  feeds: CalendarFeedRepository;
}) {
  const { prisma, feeds } = deps;
  return async function disableCalendarFeed(
    owner: FeedOwner,
    staffId: number | null,
  ): Promise<TCalendarFeedState> {
    await prisma.$transaction(async (tx) => {
      const removed = await feeds.delete(tx, owner);
      if (!removed) return;
      await writeAuditLog(tx, {
        staffId,
        action: 'calendar_feed.disable',
        entityType: 'calendar_feed',
        entityId: removed.id,
        details: feedAuditDetails(owner),
      });
    });
    return { enabled: false, createdAt: null };
  };
}

export type DisableCalendarFeed = ReturnType<typeof createDisableCalendarFeed>;
