import { SESSION, ZVerifyResponse } from '@academy/contracts';
import type { TVerifyResponse } from '@academy/contracts';
import Cookies from 'js-cookie';
import { z } from 'zod';
import { TOKEN_COOKIE_NAMES, TOKEN_COOKIE_PATHS, USER_COOKIE_NAME } from './constants';

const ZUserCookie = z.intersection(ZVerifyResponse, z.object({ timestamp: z.number() }));
export type TUserCookie = z.infer<typeof ZUserCookie>;

const COOKIE_PATH = '/';

/** SPEC §3/§9: user info, userType and timestamp for 7 days; secure on https, sameSite strict. */
export function writeUserCookie(session: TVerifyResponse, now = Date.now()): void {
  const value: TUserCookie = { ...session, timestamp: now };
  Cookies.set(USER_COOKIE_NAME, JSON.stringify(value), {
    expires: SESSION.USER_COOKIE_DAYS,
    secure: SESSION.USER_COOKIE_SECURE && window.location.protocol === 'https:',
    sameSite: SESSION.USER_COOKIE_SAME_SITE,
    path: COOKIE_PATH,
  });
}

export function readUserCookie(): TUserCookie | null {
  const raw = Cookies.get(USER_COOKIE_NAME);
  if (!raw) return null;
  try {
    const parsed = ZUserCookie.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Expires the token cookies and the user cookie on the client. */
export function clearSessionCookies(): void {
  for (const name of TOKEN_COOKIE_NAMES) {
    for (const path of TOKEN_COOKIE_PATHS) Cookies.remove(name, { path });
  }
  Cookies.remove(USER_COOKIE_NAME, { path: COOKIE_PATH });
}
