import type { FeedOwner } from './feed-owner.js';

/** Whose feed an audit row is about; never the token or its hash. */
export function feedAuditDetails(owner: FeedOwner) {
  return 'memberId' in owner ? { memberId: owner.memberId } : { staffId: owner.staffId };
}
