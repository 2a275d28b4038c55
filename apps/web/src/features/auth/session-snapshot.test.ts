import { SESSION } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { httpError, networkError } from '@/test/api-response';
import { memberSession } from '@/test/session-users';
import {
  classifyVerifyFailure,
  GUEST_SNAPSHOT,
  snapshotAfterFailure,
  validationStaleTime,
  validSnapshot,
} from './session-snapshot';

const current = memberSession();

describe('verify answer handling (docs/product/api.md)', () => {
  it('when verify answers 401, then the user is logged out', () => {
    const failure = classifyVerifyFailure(httpError(401));
    expect(failure).toBe('loggedOut');
    expect(snapshotAfterFailure(failure, current)).toEqual(GUEST_SNAPSHOT);
  });

  it('when verify answers 429, then the state is kept and its validation runs 8 minutes early', () => {
    const snapshot = snapshotAfterFailure(classifyVerifyFailure(httpError(429)), current);
    expect(snapshot.session).toBe(current);
    expect(snapshot.cacheShiftMs).toBe(SESSION.RATE_LIMIT_CACHE_SHIFT_MS);
    expect(validationStaleTime(snapshot)).toBe(2 * 60_000);
  });

  it('when verify gets no answer, then the state is kept and its validation runs 5 minutes early', () => {
    const snapshot = snapshotAfterFailure(classifyVerifyFailure(networkError()), current);
    expect(snapshot.session).toBe(current);
    expect(validationStaleTime(snapshot)).toBe(5 * 60_000);
  });

  it.each([400, 403, 404, 500])('when verify answers %i, then the session is invalid', (status) => {
    const failure = classifyVerifyFailure(httpError(status));
    expect(failure).toBe('invalid');
    expect(snapshotAfterFailure(failure, current)).toEqual(GUEST_SNAPSHOT);
  });

  it('when verify succeeds, then the answer is trusted for 10 minutes', () => {
    expect(validationStaleTime(validSnapshot(current))).toBe(SESSION.TOKEN_VALIDATION_CACHE_MS);
    expect(validationStaleTime(undefined)).toBe(SESSION.TOKEN_VALIDATION_CACHE_MS);
  });
});
