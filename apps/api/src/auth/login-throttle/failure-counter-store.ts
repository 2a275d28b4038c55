/**
 * Failed login attempts per key within a fixed window. The login throttle only needs these two
 * operations, so a store shared by several API processes (PostgreSQL) can replace the memory one.
 */
export interface FailureCounterStore {
  /** Failures counted under `key` in its open window; 0 when no window is open. */
  failures(key: string): Promise<number>;
  /** Counts one failure under `key`, opening a window of the store's length when none is open. */
  addFailure(key: string): Promise<void>;
}

/** The store of a single API process: counters live in memory and vanish with the process. */
export function createMemoryFailureCounterStore(
  windowMs: number,
  now: () => number = Date.now,
): FailureCounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweepAt = now() + windowMs;

  const openWindow = (key: string) => {
    const window = windows.get(key);
    return window && window.endsAt > now() ? window : undefined;
  };
  // Names nobody types twice would otherwise stay forever; one pass per window forgets them.
  const sweepClosedWindows = () => {
    if (now() < nextSweepAt) return;
    for (const [key, window] of windows) if (window.endsAt <= now()) windows.delete(key);
    nextSweepAt = now() + windowMs;
  };

  return {
    failures(key) {
      return Promise.resolve(openWindow(key)?.count ?? 0);
    },
    addFailure(key) {
      sweepClosedWindows();
      const window = openWindow(key);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, endsAt: now() + windowMs });
      return Promise.resolve();
    },
  };
}
