import { SESSION } from '@academy/contracts';
import { createCheckTracker } from './check-tracker';
import type { TExpiryStore } from './expiry-store';
import { createRefreshCoordinator } from './refresh-coordinator';
import { createRefreshScheduler } from './refresh-scheduler';

/** Who asked for the refresh: the silent timer, the pre-request check, or a 401 retry. */
export type TRefreshTrigger = 'timer' | 'request' | 'unauthorized';

export type TSessionController = {
  /** After login: remember the access-token expiry and set the silent-refresh timer. */
  start: (expiresAt: string) => void;
  /** At app start or when another tab changed it: pick up the stored expiry again. */
  restore: () => void;
  /** Milliseconds until the access token expires, negative once past, null without a session. */
  remainingMs: () => number | null;
  hasSession: () => boolean;
  /**
   * Whether a refresh may renew a session: one is known here, or the API's session marker says the
   * refresh cookie lives on although the stored expiry is gone (storage cleared or blocked).
   */
  mayRenew: () => boolean;
  /**
   * Resolves true when the session was renewed. Concurrent calls share one request. The timer and
   * the pre-request check first wait for a session check in flight (see `trackCheck`).
   */
  refresh: (trigger: TRefreshTrigger) => Promise<boolean>;
  /**
   * A session check (GET /auth/verify) has started. docs/product/constants.md: a refresh waits for it, at most
   * 5 s: its answer may end the session, and a refresh sent beside it would be wasted or race it.
   */
  trackCheck: (check: Promise<unknown>) => void;
  /** Logout or a rejected session: timers, stored expiry and cookies go; no navigation. */
  end: () => void;
  /** Called when a refresh failed and the session was dropped (before the redirect). */
  onExpired: (listener: () => void) => () => void;
};

export type TSessionDeps = {
  /** POST /auth/refresh; resolves with the new `expiresAt`. */
  requestRefresh: () => Promise<string>;
  expiryStore: TExpiryStore;
  /** Whether the API's readable session marker (set with the refresh cookie) is there. */
  hasSessionMarker: () => boolean;
  clearCookies: () => void;
  /** Goes to /login unless already there. */
  redirectToLogin: () => void;
  now?: () => number;
  warn?: (message: string, error: unknown) => void;
};

function parseExpiry(expiresAt: string): number {
  const ms = Date.parse(expiresAt);
  if (Number.isNaN(ms)) throw new Error(`Invalid session expiry: ${expiresAt}`);
  return ms;
}

export function createSessionController(deps: TSessionDeps): TSessionController {
  const now = deps.now ?? Date.now;
  const warn = deps.warn ?? ((message, error) => console.warn(message, error));
  const listeners = new Set<() => void>();
  let expiredAttempt: Promise<number> | null = null;
  const [trackCheck, checkSettled] = createCheckTracker();

  const scheduler = createRefreshScheduler({ now, onDue: () => void refresh('timer') });
  const coordinator = createRefreshCoordinator({
    now,
    refresh: async () => {
      const expiresAtMs = parseExpiry(await deps.requestRefresh());
      remember(expiresAtMs);
      return expiresAtMs;
    },
  });

  function remember(expiresAtMs: number) {
    deps.expiryStore.set(expiresAtMs);
    scheduler.schedule(expiresAtMs);
  }

  function end() {
    scheduler.cancel();
    coordinator.reset();
    deps.expiryStore.clear();
    deps.clearCookies();
  }

  function expire() {
    end();
    listeners.forEach((listener) => listener());
    deps.redirectToLogin();
  }

  async function refresh(trigger: TRefreshTrigger): Promise<boolean> {
    // A 401 retry does not wait: the check in flight may be the very request asking for it.
    const check =
      trigger === 'unauthorized' ? null : checkSettled(SESSION.REFRESH_WAIT_FOR_CHECK_MS);
    if (check) {
      await check;
      if (deps.expiryStore.get() === null) return false;
    }
    const attempt = coordinator.run();
    try {
      await attempt;
      return true;
    } catch (error) {
      // docs/product/api.md: a failed automatic refresh is only logged; the next request will try again.
      if (trigger === 'timer') {
        warn('Automatic session refresh failed', error);
      } else if (expiredAttempt !== attempt) {
        expiredAttempt = attempt;
        expire();
      }
      return false;
    }
  }

  return {
    start(expiresAt) {
      coordinator.reset();
      remember(parseExpiry(expiresAt));
    },
    restore() {
      const expiresAtMs = deps.expiryStore.reload();
      if (expiresAtMs === null) scheduler.cancel();
      else scheduler.schedule(expiresAtMs);
    },
    remainingMs() {
      const expiresAtMs = deps.expiryStore.get();
      return expiresAtMs === null ? null : expiresAtMs - now();
    },
    hasSession: () => deps.expiryStore.get() !== null,
    mayRenew: () => deps.expiryStore.get() !== null || deps.hasSessionMarker(),
    refresh,
    trackCheck,
    end,
    onExpired(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
