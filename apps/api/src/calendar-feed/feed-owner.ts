import type { SignedInCaller } from '../auth/callers.js';

/** Whose feed: a member's or a staff member's (one feed each, see the CalendarFeed model). */
export type FeedOwner = { memberId: number } | { staffId: number };

export function feedOwnerOf(caller: SignedInCaller): FeedOwner {
  return caller.kind === 'member' ? { memberId: caller.id } : { staffId: caller.id };
}
