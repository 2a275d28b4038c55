import { SESSION } from '@academy/contracts';

export type TRefreshScheduler = {
  /** Replaces any pending timer with one for this expiry. */
  schedule: (expiresAtMs: number) => void;
  cancel: () => void;
};

/**
 * When the silent refresh should run, in ms from now, or null for no timer. Normally 30 minutes
 * before expiry. With less than that left (a reload late in the token's life, or a token that lives
 * under 30 minutes) it runs halfway through the time left, so it can never spin in a loop.
 */
export function refreshDelay(expiresAtMs: number, nowMs: number): number | null {
  const remaining = expiresAtMs - nowMs;
  if (remaining <= 0) return null;
  const beforeExpiry = remaining - SESSION.REFRESH_BEFORE_EXPIRY_MS;
  return beforeExpiry > 0 ? beforeExpiry : Math.floor(remaining / 2);
}

export function createRefreshScheduler(options: {
  onDue: () => void;
  now: () => number;
}): TRefreshScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function cancel() {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  }

  return {
    schedule(expiresAtMs) {
      cancel();
      const delay = refreshDelay(expiresAtMs, options.now());
      if (delay === null) return;
      timer = setTimeout(() => {
        timer = undefined;
        options.onDue();
      }, delay);
    },
    cancel,
  };
}
