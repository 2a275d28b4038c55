import type { RateLimitCounters } from '../../rate-limits/rate-limit-counters-repository.js';

/**
 * Failed login attempts per key within a fixed window. The login throttle only needs these two
 * operations.
 */
export interface FailureCounterStore {
  /** Failures counted under `key` in its open window; 0 when no window is open. */
  failures(key: string): Promise<number>;
  /** Counts one failure under `key`, opening a window of the store's length when none is open. */
  addFailure(key: string): Promise<void>;
}

/**
 * Failures kept in the shared counters table, so wrong passwords sent to different API processes
 * add up, and a restart does not forgive them (docs/decisions/0019-rate-limits-in-the-database.md).
 */
export function createDatabaseFailureCounterStore(
  counters: RateLimitCounters,
  windowMs: number,
  now: () => Date = () => new Date(),
): FailureCounterStore {
  const keyOf = (key: string) => `login-failures:${key}`;
  return {
    async failures(key) {
      return (await counters.current(keyOf(key), now()))?.hits ?? 0;
    },
    async addFailure(key) {
      await counters.increment(keyOf(key), windowMs, now());
    },
  };
}
