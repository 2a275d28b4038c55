import { ZApiEnvelope, ZVerifyResponse } from '@academy/contracts';
import { apiClient } from '@/lib/api-client';
import {
  classifyVerifyFailure,
  GUEST_SNAPSHOT,
  snapshotAfterFailure,
  validSnapshot,
} from '../session-snapshot';
import type { TSessionSnapshot, TVerifyFailure } from '../session-snapshot';
import type { TSession } from '../types';

export const sessionQueryKey = ['auth', 'session'] as const;

const ZVerifyEnvelope = ZApiEnvelope(ZVerifyResponse);

/** GET /auth/verify. Resolves null for an answer that is not a session; HTTP failures throw. */
export async function verifySession(): Promise<TSession | null> {
  const response = await apiClient.get<unknown>('/auth/verify');
  const parsed = ZVerifyEnvelope.safeParse(response.data);
  return parsed.success ? parsed.data.data : null;
}

export type TSessionCheck = { snapshot: TSessionSnapshot; failure: TVerifyFailure | null };

/** Verifies the session; on failure `current` is what 429 and network errors keep. */
export async function checkSession(current: () => TSession | null): Promise<TSessionCheck> {
  try {
    const session = await verifySession();
    return session
      ? { snapshot: validSnapshot(session), failure: null }
      : { snapshot: GUEST_SNAPSHOT, failure: 'invalid' };
  } catch (error) {
    const failure = classifyVerifyFailure(error);
    return { snapshot: snapshotAfterFailure(failure, current()), failure };
  }
}
