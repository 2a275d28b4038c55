import { describe, expect, it } from 'vitest';
import {
  requestPath,
  shouldRefreshBeforeRequest,
  shouldRetryAfterUnauthorized,
} from './request-policy';

describe('shouldRefreshBeforeRequest', () => {
  it.each([
    [60_000, true],
    [119_999, true],
    [1, true],
    [120_000, false],
    [3_600_000, false],
    [0, false],
    [-5_000, false],
  ])('when %i ms are left, then the answer is %s', (remainingMs, expected) => {
    expect(shouldRefreshBeforeRequest({ url: '/users/7', remainingMs })).toBe(expected);
  });

  it('when there is no session, then nothing is refreshed', () => {
    expect(shouldRefreshBeforeRequest({ url: '/users/7', remainingMs: null })).toBe(false);
  });

  it.each(['/auth/verify', '/api/auth/verify', '/auth/verify?x=1', '/auth/login', '/auth/logout'])(
    'when the request is %s, then it is exempt',
    (url) => {
      expect(shouldRefreshBeforeRequest({ url, remainingMs: 60_000 })).toBe(false);
    },
  );
});

describe('shouldRetryAfterUnauthorized', () => {
  const base = { status: 401, url: '/users/7', retries: 0, hasSession: true };

  it('when a call of a known session answers 401 the first time, then it is retried', () => {
    expect(shouldRetryAfterUnauthorized(base)).toBe(true);
    expect(shouldRetryAfterUnauthorized({ ...base, url: '/auth/verify' })).toBe(true);
  });

  it('when the call was already retried once, then it is not retried again', () => {
    expect(shouldRetryAfterUnauthorized({ ...base, retries: 1 })).toBe(false);
  });

  it.each(['/auth/login', '/auth/logout', '/auth/refresh', 'http://x.test/api/auth/refresh'])(
    'when %s answers 401, then the answer is passed on',
    (url) => {
      expect(shouldRetryAfterUnauthorized({ ...base, url })).toBe(false);
    },
  );

  it('when the status is not 401 or nobody is signed in, then nothing is retried', () => {
    expect(shouldRetryAfterUnauthorized({ ...base, status: 403 })).toBe(false);
    expect(shouldRetryAfterUnauthorized({ ...base, status: undefined })).toBe(false);
    expect(shouldRetryAfterUnauthorized({ ...base, hasSession: false })).toBe(false);
  });
});

describe('requestPath', () => {
  it('when given relative or absolute urls, then only the path remains', () => {
    expect(requestPath('/auth/verify?x=1')).toBe('/auth/verify');
    expect(requestPath('https://academy.test/api/users#top')).toBe('/api/users');
    expect(requestPath(undefined)).toBe('');
  });
});
