import type { TCalendarFeedState } from '@academy/contracts';
import { toIsoInstant } from '../lib/iso-date.js';
import type { CalendarFeedRepository } from './calendar-feed-repository.js';
import type { FeedOwner } from './feed-owner.js';

export function createGetCalendarFeedState(feeds: CalendarFeedRepository) {
  return async function getCalendarFeedState(owner: FeedOwner): Promise<TCalendarFeedState> {
    const row = await feeds.findByOwner(owner);
    return row
      ? { enabled: true, createdAt: toIsoInstant(row.createdAt) }
      : { enabled: false, createdAt: null };
  };
}

export type GetCalendarFeedState = ReturnType<typeof createGetCalendarFeedState>;
