/** An hour of access: long enough for the client's refresh 30 minutes before expiry (docs/product/constants.md). */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/**
 * Two tabs may refresh with the same token at once; a second use this soon after the first is
 * that race, not a stolen token, so it gets a fresh token instead of ending the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
