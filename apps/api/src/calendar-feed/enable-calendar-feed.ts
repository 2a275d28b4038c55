import type { TCalendarFeedCreated } from '@academy/contracts';
import type { CalendarFeedRepository } from './calendar-feed-repository.js';
import { feedAuditDetails } from './feed-audit.js';
import type { FeedOwner } from './feed-owner.js';
import { hashFeedToken, newFeedToken } from './feed-token.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { type Clock, systemClock } from '../lib/clock.js';

/**
 * Turns the owner's feed on, or gives it a new token: the row keeps only the new token's hash,
 * so the previous URL stops working with the commit. The URL is answered once and never stored.
 */
export function createEnableCalendarFeed(deps: {
  units: UnitOfWork;
  feeds: CalendarFeedRepository;
  /** The web app's public address; feed URLs live under its /api. */
  appOrigin: string;
  now?: Clock;
}) {
  const { units, feeds, now = systemClock } = deps;
  const origin = new URL(deps.appOrigin).origin;
  return async function enableCalendarFeed(
    owner: FeedOwner,
    staffId: number | null,
  ): Promise<TCalendarFeedCreated> {
    const token = newFeedToken();
    await units.run(
      async ({ tx, audit }) => {
        const previous = await feeds.findByOwnerIn(tx, owner);
        const row = await feeds.upsert(tx, owner, hashFeedToken(token), now());
        audit({
          action: previous ? 'calendar_feed.regenerate' : 'calendar_feed.enable',
          entityType: 'calendar_feed',
          entityId: row.id,
          details: feedAuditDetails(owner),
        });
      },
      { staffId: staffId },
    );
    return { url: `${origin}/api/calendar/${token}.ics` };
  };
}

export type EnableCalendarFeed = ReturnType<typeof createEnableCalendarFeed>;
