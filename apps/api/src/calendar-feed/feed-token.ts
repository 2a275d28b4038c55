import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_TOKEN_PATTERN } from '@academy/contracts';

/** 128 random bits: too many to guess, short enough for a URL (docs/product/calendar-feeds.md). */
const TOKEN_BYTES = 16;

export function newFeedToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * Only the hash is stored, so a copy of the database does not hand out working feed URLs. A fast
 * hash is enough: the token carries 128 random bits, nothing a dictionary could guess.
 */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isWellFormedFeedToken(token: string): boolean {
  return CALENDAR_FEED_TOKEN_PATTERN.test(token);
}
