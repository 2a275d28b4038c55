import type { TRecurringPattern } from '@academy/contracts';

/** A repeating personal schedule: one event with a rule instead of one per day. */
export interface FeedRepeat {
  pattern: TRecurringPattern;
  /** The last Seoul day of the series, inclusive; null: open-ended. */
  until: string | null;
  excludedDates: readonly string[];
}

/**
 * One event of a feed, in Seoul wall time. `uid` (without the host) must stay the same across
 * fetches so that calendar apps update an event instead of adding a copy.
 */
export type FeedEvent =
  | {
      kind: 'timed';
      uid: string;
      summary: string;
      date: string;
      /** HH:MM; an end of 24:00 is midnight of the next day. */
      startTime: string;
      endTime: string;
      cancelled?: boolean;
      repeat?: FeedRepeat;
    }
  | { kind: 'allDay'; uid: string; summary: string; date: string };
