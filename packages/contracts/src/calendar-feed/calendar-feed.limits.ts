/**
 * What a personal calendar feed covers, in Seoul days around today (docs/product/calendar-feeds.md):
 * enough past for "when was my last lesson", enough future for a term's planning.
 */
export const CALENDAR_FEED_WINDOW = { WEEKS_BACK: 8, WEEKS_AHEAD: 26 } as const;

/** A feed token: 16 random bytes in base64url, so exactly 22 characters of this alphabet. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
