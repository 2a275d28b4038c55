import { SESSION } from '@academy/contracts';
import { describe, expect, it, vi } from 'vitest';
import { EXPIRES_AT_STORAGE_KEY } from './constants';
import { refreshDelay } from './refresh-scheduler';
import {
  createTestSession,
  inMinutes,
  runEachTestOnFakeTimers,
  memoryStorage,
} from '@/test/test-session';

const MINUTE = 60_000;

runEachTestOnFakeTimers();

describe('silent refresh timer', () => {
  it('when a session starts with an hour left, then it refreshes 30 minutes before expiry', async () => {
    const { session, requestRefresh } = createTestSession();
    session.start(inMinutes(60));

    await vi.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('when the silent refresh succeeds, then the new expiry is stored and the next one scheduled', async () => {
    const { session, storage, requestRefresh } = createTestSession();
    session.start(inMinutes(60));

    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(storage.getItem(EXPIRES_AT_STORAGE_KEY)).toBe(String(Date.now() + 60 * MINUTE));
    expect(session.remainingMs()).toBe(60 * MINUTE);

    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });

  it('when the silent refresh fails, then it is only logged and the session stays', async () => {
    const { session, requestRefresh, warn, redirectToLogin, clearCookies, onExpired } =
      createTestSession();
    requestRefresh.mockRejectedValue(new Error('offline'));
    session.start(inMinutes(60));

    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).not.toHaveBeenCalled();
    expect(clearCookies).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
    expect(session.hasSession()).toBe(true);
  });

  it('when under 30 minutes are left, then it refreshes halfway through the time left', () => {
    const now = Date.now();
    expect(refreshDelay(now + 60 * MINUTE, now)).toBe(SESSION.REFRESH_BEFORE_EXPIRY_MS);
    expect(refreshDelay(now + 20 * MINUTE, now)).toBe(10 * MINUTE);
    expect(refreshDelay(now, now)).toBeNull();
    expect(refreshDelay(now - MINUTE, now)).toBeNull();
  });

  it('when the page reloads, then the stored expiry schedules the refresh again', async () => {
    const storage = memoryStorage();
    storage.setItem(EXPIRES_AT_STORAGE_KEY, String(Date.now() + 60 * MINUTE));
    const { session, requestRefresh } = createTestSession(storage);

    session.restore();
    expect(session.remainingMs()).toBe(60 * MINUTE);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('when the stored expiry has passed, then no timer is set', async () => {
    const { session, requestRefresh } = createTestSession();
    session.start(inMinutes(-1));
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(session.remainingMs()).toBeLessThan(0);
  });
});

describe('refresh failure', () => {
  it('when a request-triggered refresh fails, then the session is cleared and it goes to /login', async () => {
    const { session, storage, requestRefresh, clearCookies, redirectToLogin, onExpired } =
      createTestSession();
    session.start(inMinutes(60));
    requestRefresh.mockRejectedValue(new Error('401'));

    await expect(session.refresh('request')).resolves.toBe(false);
    expect(clearCookies).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(storage.getItem(EXPIRES_AT_STORAGE_KEY)).toBeNull();
    expect(session.remainingMs()).toBeNull();

    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('when several callers share a failed refresh, then the session expires only once', async () => {
    const { session, requestRefresh, redirectToLogin } = createTestSession();
    session.start(inMinutes(60));
    requestRefresh.mockRejectedValue(new Error('401'));

    await Promise.all([session.refresh('unauthorized'), session.refresh('unauthorized')]);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('when the session ends, then timers, stored expiry and cookies go without a redirect', async () => {
    const { session, storage, requestRefresh, clearCookies, redirectToLogin } = createTestSession();
    session.start(inMinutes(60));

    session.end();
    expect(clearCookies).toHaveBeenCalledTimes(1);
    expect(storage.getItem(EXPIRES_AT_STORAGE_KEY)).toBeNull();
    expect(session.hasSession()).toBe(false);
    expect(redirectToLogin).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(requestRefresh).not.toHaveBeenCalled();
  });
});

describe('refresh beside a session check (docs/product/constants.md)', () => {
  function checkInFlight() {
    let settle: () => void = () => undefined;
    const check = new Promise<void>((resolve) => {
      settle = resolve;
    });
    return { check, settle };
  }

  it('when a check is in flight, then the pre-request refresh waits for it', async () => {
    const { session, requestRefresh } = createTestSession();
    session.start(inMinutes(60));
    const { check, settle } = checkInFlight();
    session.trackCheck(check);

    const refreshed = session.refresh('request');
    await vi.advanceTimersByTimeAsync(1000);
    expect(requestRefresh).not.toHaveBeenCalled();

    settle();
    await expect(refreshed).resolves.toBe(true);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('when the check does not answer, then the refresh goes ahead after 5 seconds', async () => {
    const { session, requestRefresh } = createTestSession();
    session.start(inMinutes(60));
    session.trackCheck(checkInFlight().check);

    const refreshed = session.refresh('timer');
    await vi.advanceTimersByTimeAsync(SESSION.REFRESH_WAIT_FOR_CHECK_MS - 1);
    expect(requestRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(refreshed).resolves.toBe(true);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('when the check ends the session, then no refresh is sent and nobody is redirected', async () => {
    const { session, requestRefresh, redirectToLogin } = createTestSession();
    session.start(inMinutes(60));
    const { check, settle } = checkInFlight();
    session.trackCheck(check);

    const refreshed = session.refresh('request');
    session.end();
    settle();
    await expect(refreshed).resolves.toBe(false);
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('when the check itself got a 401, then its refresh does not wait for it', async () => {
    const { session, requestRefresh } = createTestSession();
    session.start(inMinutes(60));
    session.trackCheck(checkInFlight().check);

    await expect(session.refresh('unauthorized')).resolves.toBe(true);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('when the check failed, then the refresh goes ahead at once', async () => {
    const { session, requestRefresh } = createTestSession();
    session.start(inMinutes(60));
    session.trackCheck(Promise.reject(new Error('offline')));

    await expect(session.refresh('request')).resolves.toBe(true);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });
});
