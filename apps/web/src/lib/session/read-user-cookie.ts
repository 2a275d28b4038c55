import { ZVerifyResponse } from '@academy/contracts';
import Cookies from 'js-cookie';
import { z } from 'zod';
import { USER_COOKIE_NAME } from './constants';
import type { TUserCookie } from './user-cookie';

const ZUserCookie = z.intersection(ZVerifyResponse, z.object({ timestamp: z.number() }));

/**
 * The user cookie, when it holds a valid session. Kept apart from writing the cookie: it needs
 * zod, and it is only read when the server cannot be asked (429, offline), so it loads then.
 */
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
