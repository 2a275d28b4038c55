import {
  classifyVerifyFailure,
  GUEST_SNAPSHOT,
  snapshotAfterFailure,
  validSnapshot,
} from '../session-snapshot';
import type { TSessionSnapshot, TVerifyFailure } from '../session-snapshot';
import type { TSession } from '../types';

/** GET /auth/verify. Resolves null for an answer that is not a session; HTTP failures throw. */
export async function verifySession(): Promise<TSession | null> {
  // Only a visitor with a session verifies: guests never download the typed client (and zod).
  const { fetchSession } = await import('./session-requests');
  return fetchSession();
}

export type TSessionCheck = { snapshot: TSessionSnapshot; failure: TVerifyFailure | null };

/** Verifies the session; on failure `current` is what 429 and network errors keep. */
export async function checkSession(
  current: () => Promise<TSession | null>,
): Promise<TSessionCheck> {
  try {
    const session = await verifySession();
    return session
      ? { snapshot: validSnapshot(session), failure: null }
      : { snapshot: GUEST_SNAPSHOT, failure: 'invalid' };
  } catch (error) {
    const failure = classifyVerifyFailure(error);
    // Only 429 and network errors keep the current state: a guest's 401 reads nothing more.
    const keeps = failure === 'rateLimited' || failure === 'offline';
    return { snapshot: snapshotAfterFailure(failure, keeps ? await current() : null), failure };
  }
}
