import type { TCalendarFeedCreated } from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { CalendarFeedRepository } from './calendar-feed-repository.js';
import { feedAuditDetails } from './feed-audit.js';
import type { FeedOwner } from './feed-owner.js';
import { hashFeedToken, newFeedToken } from './feed-token.js';

/**
 * Turns the owner's feed on, or gives it a new token: the row keeps only the new token's hash,
 * so the previous URL stops working with the commit. The URL is answered once and never stored.
 */
export function createEnableCalendarFeed(deps: {
  prisma: PrismaClient;
  feeds: CalendarFeedRepository;
  /** The web app's public address; feed URLs live under its /api. */
  appOrigin: string;
  now?: () => Date;
}) {
  const { prisma, feeds, now = () => new Date() } = deps;
  const origin = new URL(deps.appOrigin).origin;
  return async function enableCalendarFeed(
    owner: FeedOwner,
    staffId: number | null,
  ): Promise<TCalendarFeedCreated> {
    const token = newFeedToken();
    await prisma.$transaction(async (tx) => {
      const previous = await feeds.findByOwnerIn(tx, owner);
      const row = await feeds.upsert(tx, owner, hashFeedToken(token), now());
      await writeAuditLog(tx, {
        staffId,
        action: previous ? 'calendar_feed.regenerate' : 'calendar_feed.enable',
        entityType: 'calendar_feed',
        entityId: row.id,
        details: feedAuditDetails(owner),
      });
    });
    return { url: `${origin}/api/calendar/${token}.ics` };
  };
}

export type EnableCalendarFeed = ReturnType<typeof createEnableCalendarFeed>;
