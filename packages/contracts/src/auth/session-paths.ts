/**
 * The session calls' paths under /api. The operation table uses them, and the web's session
 * controller recognises its own calls by them (it never refreshes a refresh or a login).
 */
export const SESSION_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  refresh: '/auth/refresh',
  verify: '/auth/verify',
} as const;
