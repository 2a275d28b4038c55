import { SESSION } from '@academy/contracts';
import { httpStatusOf, isNetworkError } from '@/lib/http-status';
import type { TSession } from './types';

/**
 * What the session store holds (session-store.ts). `cacheShiftMs` moves the validation timestamp
 * back (docs/product/constants.md), which means a shorter stale time for this answer.
 */
export type TSessionSnapshot = { session: TSession | null; cacheShiftMs: number };

export const GUEST_SNAPSHOT: TSessionSnapshot = { session: null, cacheShiftMs: 0 };

export function validSnapshot(session: TSession): TSessionSnapshot {
  return { session, cacheShiftMs: 0 };
}

export type TVerifyFailure = 'loggedOut' | 'rateLimited' | 'offline' | 'invalid';

/** docs/product/api.md answer handling of GET /auth/verify. */
export function classifyVerifyFailure(error: unknown): TVerifyFailure {
  if (isNetworkError(error)) return 'offline';
  const status = httpStatusOf(error);
  if (status === 401) return 'loggedOut';
  if (status === 429) return 'rateLimited';
  return status === null ? 'offline' : 'invalid';
}

/** 429 and network errors keep the current state and shorten its validation; the rest is a guest. */
export function snapshotAfterFailure(
  failure: TVerifyFailure,
  current: TSession | null,
): TSessionSnapshot {
  if (failure === 'rateLimited') {
    return { session: current, cacheShiftMs: SESSION.RATE_LIMIT_CACHE_SHIFT_MS };
  }
  if (failure === 'offline') {
    return { session: current, cacheShiftMs: SESSION.NETWORK_ERROR_CACHE_SHIFT_MS };
  }
  return GUEST_SNAPSHOT;
}

/** How long an answer is trusted before the session is checked again. */
export function validationStaleTime(snapshot: TSessionSnapshot | undefined): number {
  return SESSION.TOKEN_VALIDATION_CACHE_MS - (snapshot?.cacheShiftMs ?? 0);
}
