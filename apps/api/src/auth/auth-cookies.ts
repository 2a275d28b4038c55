import { SESSION_MARKER_COOKIE } from '@academy/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { REFRESH_TOKEN_TTL_MS } from './auth-constants.js';

export interface CookieNames {
  access: string;
  refresh: string;
}

/**
 * Over HTTPS in production the cookies are Secure with the __Host- / __Secure- prefixes, which
 * browsers only accept from a secure origin (and, for __Host-, on path / with no domain).
 */
export function cookieNames(secure: boolean): CookieNames {
  return secure
    ? { access: '__Host-academy_access', refresh: '__Secure-academy_refresh' }
    : { access: 'academy_access', refresh: 'academy_refresh' };
}

/** The refresh cookie only travels to the auth endpoints that need it (so do the reset cookies). */
export const AUTH_COOKIE_PATH = '/api/auth';

/** Path / rather than the refresh cookie's path: a page only reads cookies whose path it is under. */
const MARKER_COOKIE_PATH = '/';

function baseOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure };
}

/** Readable by the page (it holds no account data), living exactly as long as the refresh cookie. */
function markerOptions(secure: boolean): CookieOptions {
  return { ...baseOptions(secure), httpOnly: false, path: MARKER_COOKIE_PATH };
}

export function setSessionCookies(
  res: Response,
  secure: boolean,
  tokens: { accessToken: string; accessExpiresAt: Date; refreshToken: string },
): void {
  const names = cookieNames(secure);
  res.cookie(names.access, tokens.accessToken, {
    ...baseOptions(secure),
    path: '/',
    expires: tokens.accessExpiresAt,
  });
  res.cookie(names.refresh, tokens.refreshToken, {
    ...baseOptions(secure),
    path: AUTH_COOKIE_PATH,
    maxAge: REFRESH_TOKEN_TTL_MS,
  });
  res.cookie(SESSION_MARKER_COOKIE.NAME, SESSION_MARKER_COOKIE.VALUE, {
    ...markerOptions(secure),
    maxAge: REFRESH_TOKEN_TTL_MS,
  });
}

export function clearSessionCookies(res: Response, secure: boolean): void {
  const names = cookieNames(secure);
  res.clearCookie(names.access, { ...baseOptions(secure), path: '/' });
  res.clearCookie(names.refresh, { ...baseOptions(secure), path: AUTH_COOKIE_PATH });
  res.clearCookie(SESSION_MARKER_COOKIE.NAME, markerOptions(secure));
}

export function readCookie(req: Request, name: string): string | undefined {
  const cookies: unknown = req.cookies;
  if (typeof cookies !== 'object' || cookies === null) return undefined;
  const value = (cookies as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function readAccessToken(req: Request, secure: boolean): string | undefined {
  return readCookie(req, cookieNames(secure).access);
}

export function readRefreshToken(req: Request, secure: boolean): string | undefined {
  return readCookie(req, cookieNames(secure).refresh);
}
