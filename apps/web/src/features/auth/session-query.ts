import { SESSION } from '@academy/contracts';
import { session } from '@/lib/session/app-session';
import { hasUserCookie, writeUserCookie } from '@/lib/session/user-cookie';
import type { TUserCookie } from '@/lib/session/user-cookie';
import { checkSession } from './api/verify-session';
import { clearSignedOutData } from './signed-out';
import { GUEST_SNAPSHOT, validSnapshot } from './session-snapshot';
import type { TSessionSnapshot } from './session-snapshot';
import type { TSessionStore } from './session-store';
import type { TSession } from './types';

/** Only the session part of a login answer or of the user cookie. */
export function toSession(value: TSession): TSession {
  const { mustChangePassword } = value;
  return value.userType === 'user'
    ? { userType: value.userType, user: value.user, mustChangePassword }
    : { userType: value.userType, user: value.user, mustChangePassword };
}

/** The user cookie when it holds a session; its reader (and zod) load only when there is one. */
async function readSessionCookie(): Promise<TUserCookie | null> {
  if (!hasUserCookie()) return null;
  const { readUserCookie } = await import('@/lib/session/read-user-cookie');
  return readUserCookie();
}

/** The state 429 and network errors keep: the cached answer, else the user cookie. */
async function currentSession(store: TSessionStore): Promise<TSession | null> {
  const cached = store.current();
  if (cached !== undefined) return cached;
  const cookie = await readSessionCookie();
  return cookie ? toSession(cookie) : null;
}

/**
 * The user cookie's session when a check wrote it under 10 minutes ago (docs/product/constants.md token validation
 * cache) and this browser still holds the session's expiry; else null.
 */
async function recentlyCheckedSession(now = Date.now()): Promise<TSession | null> {
  const cookie = session.hasSession() ? await readSessionCookie() : null;
  if (!cookie) return null;
  const age = now - cookie.timestamp;
  return age >= 0 && age < SESSION.TOKEN_VALIDATION_CACHE_MS ? toSession(cookie) : null;
}

/**
 * Whether this browser shows any sign of a session: a stored expiry or the API's session marker
 * (see `session.mayRenew`), or the user cookie, which sessions begun before the marker existed
 * still carry. A visitor with none of them is a guest: asking the server would only earn a 401,
 * which browsers report as a console error on every public page.
 */
function mayBeSignedIn(): boolean {
  return session.mayRenew() || hasUserCookie();
}

/**
 * The session check: verify, then keep the user cookie and the local session in step with it.
 * docs/product/constants.md: on a page load within the validation cache the app starts from the user cookie and
 * checks the token 2 s later, so a reload does not wait for the server before showing the page.
 */
export async function loadSession(
  store: TSessionStore,
  { pageLoad }: { pageLoad: boolean },
): Promise<TSessionSnapshot> {
  if (!mayBeSignedIn()) return GUEST_SNAPSHOT;
  const remembered = pageLoad ? await recentlyCheckedSession() : null;
  if (remembered) {
    setTimeout(() => void store.check(), SESSION.PAGE_LOAD_CHECK_DELAY_MS);
    return validSnapshot(remembered);
  }
  const check = checkSession(() => currentSession(store));
  session.trackCheck(check);
  const { snapshot, failure } = await check;
  if (snapshot.session) writeUserCookie(snapshot.session);
  // docs/product/api.md: a 401 (or any answer that is not a session) logs out at once.
  if (failure === 'loggedOut' || failure === 'invalid') session.end();
  return snapshot;
}

/** Drops everything the session cached: the next person on a shared device must not see it. */
export function resetToGuest(store: TSessionStore): void {
  clearSignedOutData();
  store.set(GUEST_SNAPSHOT);
}
