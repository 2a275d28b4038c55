import { SESSION } from '@academy/contracts';

export type TRefreshCoordinator = {
  /** Starts a refresh, or joins the one in flight. Resolves with the new expiry (epoch ms). */
  run: () => Promise<number>;
  /** Forgets the last success, so the next run always asks the server. */
  reset: () => void;
};

/**
 * Makes concurrent callers share ONE refresh call: refresh tokens rotate, so a second call with the
 * same token would count as reuse. A success also answers callers arriving within the debounce
 * window, e.g. a 401 from a request sent just before the refresh finished.
 */
export function createRefreshCoordinator(options: {
  refresh: () => Promise<number>;
  now: () => number;
  reuseWindowMs?: number;
}): TRefreshCoordinator {
  const reuseWindowMs = options.reuseWindowMs ?? SESSION.REFRESH_DEBOUNCE_MS;
  let inFlight: Promise<number> | null = null;
  let lastSuccess: { at: number; expiresAtMs: number } | null = null;

  return {
    run() {
      if (inFlight) return inFlight;
      if (lastSuccess && options.now() - lastSuccess.at < reuseWindowMs) {
        return Promise.resolve(lastSuccess.expiresAtMs);
      }
      const attempt = options
        .refresh()
        .then((expiresAtMs) => {
          lastSuccess = { at: options.now(), expiresAtMs };
          return expiresAtMs;
        })
        .finally(() => {
          inFlight = null;
        });
      inFlight = attempt;
      return attempt;
    },
    reset() {
      lastSuccess = null;
    },
  };
}
