/** docs/product/states.md, docs/product/constants.md session and client cache timings. */
export const SESSION = {
  REFRESH_BEFORE_EXPIRY_MS: 1_800_000,
  PRE_REQUEST_REFRESH_THRESHOLD_MS: 120_000,
  MAX_RETRIES_ON_401: 1,
  USER_COOKIE_DAYS: 7,
  USER_COOKIE_SECURE: true,
  USER_COOKIE_SAME_SITE: 'strict',
  PROFILE_CACHE_MS: 300_000,
  PENDING_COUNTS_CACHE_MS: 5000,
  TOKEN_VALIDATION_CACHE_MS: 600_000,
  RATE_LIMIT_CACHE_SHIFT_MS: 480_000,
  NETWORK_ERROR_CACHE_SHIFT_MS: 300_000,
  PAGE_LOAD_CHECK_DELAY_MS: 2000,
  REFRESH_WAIT_FOR_CHECK_MS: 5000,
  REFRESH_DEBOUNCE_MS: 500,
  USER_INFO_REFRESH_THROTTLE_MS: 300_000,
} as const;

/**
 * A readable cookie the API sets and clears together with the httpOnly refresh cookie, holding only
 * "1": the page cannot see the token cookies, so this tells it whether a session check is worth a
 * request. Same name over http and https: it is a hint, not a credential, so a forged one costs
 * the visitor one unanswered check and nothing more.
 */
export const SESSION_MARKER_COOKIE = { NAME: 'academy_session', VALUE: '1' } as const;
