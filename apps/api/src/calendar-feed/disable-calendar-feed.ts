import type { TCalendarFeedState } from '@academy/contracts';
import type { CalendarFeedRepository } from './calendar-feed-repository.js';
import { feedAuditDetails } from './feed-audit.js';
import type { FeedOwner } from './feed-owner.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** Turns the owner's feed off: its URL answers 404 from the commit on. Off twice is no change. */
export function createDisableCalendarFeed(deps: {
  units: UnitOfWork;
  feeds: CalendarFeedRepository;
}) {
  const { units, feeds } = deps;
  return async function disableCalendarFeed(
    owner: FeedOwner,
    staffId: number | null,
  ): Promise<TCalendarFeedState> {
    await units.run(
      async ({ tx, audit }) => {
        const removed = await feeds.delete(tx, owner);
        if (!removed) return;
        audit({
          action: 'calendar_feed.disable',
          entityType: 'calendar_feed',
          entityId: removed.id,
          details: feedAuditDetails(owner),
        });
      },
      { staffId: staffId },
    );
    return { enabled: false, createdAt: null };
  };
}

export type DisableCalendarFeed = ReturnType<typeof createDisableCalendarFeed>;
