import type { QueryClient } from '@tanstack/react-query';
import { session } from '@/lib/session/app-session';
import { writeUserCookie } from '@/lib/session/user-cookie';
import { checkSession, sessionQueryKey } from './api/verify-session';
import { GUEST_SNAPSHOT } from './session-snapshot';
import type { TSessionSnapshot } from './session-snapshot';
import type { TSession } from './types';

/** Only the session part of a login answer or of the user cookie. */
export function toSession(value: TSession): TSession {
  return value.userType === 'user'
    ? { userType: value.userType, user: value.user }
    : { userType: value.userType, user: value.user };
}

/** The state 429 and network errors keep: the cached answer, else the user cookie. */
async function currentSession(queryClient: QueryClient): Promise<TSession | null> {
  const cached = queryClient.getQueryData<TSessionSnapshot>(sessionQueryKey);
  if (cached) return cached.session;
  const { readUserCookie } = await import('@/lib/session/read-user-cookie');
  const cookie = readUserCookie();
  return cookie ? toSession(cookie) : null;
}

/** The auth query: verify, then keep the user cookie and the local session in step with it. */
export async function loadSession(queryClient: QueryClient): Promise<TSessionSnapshot> {
  const { snapshot, failure } = await checkSession(() => currentSession(queryClient));
  if (snapshot.session) writeUserCookie(snapshot.session);
  // SPEC §7: a 401 (or any answer that is not a session) logs out at once.
  if (failure === 'loggedOut' || failure === 'invalid') session.end();
  return snapshot;
}

/** Drops everything the session cached: the next person on a shared device must not see it. */
export function resetToGuest(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<TSessionSnapshot>(sessionQueryKey, GUEST_SNAPSHOT);
}
