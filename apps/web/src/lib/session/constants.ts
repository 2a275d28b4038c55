/**
 * The API's httpOnly token cookies (plain names over http, prefixed ones over https) and their
 * paths. Script cannot touch httpOnly cookies, so removing them here is a harmless safety net.
 */
export const TOKEN_COOKIE_NAMES = [
  'academy_access',
  'academy_refresh',
  '__Host-academy_access',
  '__Secure-academy_refresh',
] as const;
export const TOKEN_COOKIE_PATHS = ['/', '/api/auth'] as const;

/** docs/product/entities.md: the readable cookie holding the user info, userType and a timestamp. */
export const USER_COOKIE_NAME = 'userInfo';

export const EXPIRES_AT_STORAGE_KEY = 'sessionExpiresAt';

/** Where a tab keeps the child a guardian looks after (sessionStorage; lib/session/acting-for.ts). */
export const ACTING_FOR_STORAGE_KEY = 'academy.actingFor';
