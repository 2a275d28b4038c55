import { afterEach, beforeEach, vi } from 'vitest';
import { createExpiryStore } from '@/lib/session/expiry-store';
import { createSessionController } from '@/lib/session/session-controller';

export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** An ISO time `minutes` from the (possibly faked) clock. */
export function inMinutes(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString();
}

/**
 * A session controller with recorded side effects; refresh answers a fresh hour by default. The
 * API's session marker is absent unless a test says otherwise.
 */
export function createTestSession(storage = memoryStorage()) {
  const requestRefresh = vi.fn(async () => inMinutes(60));
  const hasSessionMarker = vi.fn(() => false);
  const clearCookies = vi.fn();
  const redirectToLogin = vi.fn();
  const warn = vi.fn();
  const onExpired = vi.fn();
  const session = createSessionController({
    requestRefresh,
    expiryStore: createExpiryStore(storage),
    hasSessionMarker,
    clearCookies,
    redirectToLogin,
    warn,
  });
  session.onExpired(onExpired);
  return {
    session,
    storage,
    requestRefresh,
    hasSessionMarker,
    clearCookies,
    redirectToLogin,
    warn,
    onExpired,
  };
}

/** Every test of the calling file runs on fake timers (the session's clocks), real ones after. */
export function runEachTestOnFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
