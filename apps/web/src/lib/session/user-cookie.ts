import { SESSION, SESSION_MARKER_COOKIE } from '@academy/contracts';
import type { TVerifyResponse } from '@academy/contracts';
import Cookies from 'js-cookie';
import {
  ACTING_FOR_STORAGE_KEY,
  TOKEN_COOKIE_NAMES,
  TOKEN_COOKIE_PATHS,
  USER_COOKIE_NAME,
} from './constants';

export type TUserCookie = TVerifyResponse & { timestamp: number };

const USER_COOKIE_PATH = '/';
/** The API sets its session marker on path / so that every page can read it. */
const MARKER_COOKIE_PATH = '/';

/** docs/product/entities.md, docs/product/constants.md: user info, userType and timestamp for 7 days; secure on https, sameSite strict. */
export function writeUserCookie(session: TVerifyResponse, now = Date.now()): void {
  const value: TUserCookie = { ...session, timestamp: now };
  Cookies.set(USER_COOKIE_NAME, JSON.stringify(value), {
    expires: SESSION.USER_COOKIE_DAYS,
    secure: SESSION.USER_COOKIE_SECURE && window.location.protocol === 'https:',
    sameSite: SESSION.USER_COOKIE_SAME_SITE,
    path: USER_COOKIE_PATH,
  });
}

/** Whether the user cookie is there at all: checked before its reader (and zod) is loaded. */
export function hasUserCookie(): boolean {
  return Cookies.get(USER_COOKIE_NAME) !== undefined;
}

/**
 * Whether the API's readable session marker is there: it comes and goes with the httpOnly refresh
 * cookie, so it outlives the user cookie (7 days) for as long as the session can be renewed.
 */
export function hasSessionMarker(): boolean {
  return Cookies.get(SESSION_MARKER_COOKIE.NAME) !== undefined;
}

/** Expires the token cookies, the session marker and the user cookie on the client. */
export function clearSessionCookies(): void {
  // Signing out also ends looking after a child (docs/product/families.md).
  try {
    window.sessionStorage.removeItem(ACTING_FOR_STORAGE_KEY);
  } catch {
    // No storage, nothing kept.
  }
  for (const name of TOKEN_COOKIE_NAMES) {
    for (const path of TOKEN_COOKIE_PATHS) Cookies.remove(name, { path });
  }
  Cookies.remove(SESSION_MARKER_COOKIE.NAME, { path: MARKER_COOKIE_PATH });
  Cookies.remove(USER_COOKIE_NAME, { path: USER_COOKIE_PATH });
}
