import { RESET_TOKEN_PATTERN, VERIFICATION_CODE } from '@academy/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { AUTH_COOKIE_PATH, readCookie } from '../auth-cookies.js';

/** A browser keeps its reset id for a day: long past a code's 10 minutes, renewed by each code. */
export const RESET_BROWSER_COOKIE_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TOKEN_COOKIE_TTL_MS = VERIFICATION_CODE.RESET_WINDOW_AFTER_VERIFY_MINUTES * 60_000;

/**
 * The reset flow's two cookies, httpOnly and SameSite=Strict, sent only to /api/auth (Secure,
 * with the __Secure- prefix, in production):
 * - the browser's reset id, a random value set with its first code: a code is bound to the
 *   browser that asked for it (its row keeps the id's SHA-256), so another browser can neither
 *   replace nor use nor lock it;
 * - the reset token of step 2, so that step 3 from the browser that verified needs no token in
 *   its body (the body's token is still taken).
 */
export function createResetCookies(secure: boolean) {
  const names = secure
    ? { browser: '__Secure-academy_reset_browser', token: '__Secure-academy_reset' }
    : { browser: 'academy_reset_browser', token: 'academy_reset' };
  const options: CookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: AUTH_COOKIE_PATH,
  };
  /** A cookie's value when it has the shape of our random values; anything else counts as none. */
  const read = (req: Request, name: string) => {
    const value = readCookie(req, name);
    return value !== undefined && RESET_TOKEN_PATTERN.test(value) ? value : null;
  };

  return {
    names,
    readBrowserId: (req: Request) => read(req, names.browser),
    setBrowserId(res: Response, id: string): void {
      res.cookie(names.browser, id, { ...options, maxAge: RESET_BROWSER_COOKIE_TTL_MS });
    },
    readResetToken: (req: Request) => read(req, names.token),
    setResetToken(res: Response, token: string): void {
      res.cookie(names.token, token, { ...options, maxAge: RESET_TOKEN_COOKIE_TTL_MS });
    },
    clearResetToken(res: Response): void {
      res.clearCookie(names.token, options);
    },
  };
}

export type ResetCookies = ReturnType<typeof createResetCookies>;
