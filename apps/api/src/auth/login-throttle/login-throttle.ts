import { AUTH_MESSAGES } from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import type { FailureCounterStore } from './failure-counter-store.js';

/** One counter a login attempt is held against, and how many failures it allows per window. */
export interface LoginBucket {
  key: string;
  limit: number;
}

const tooManyAttempts = () => new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.tooManyLoginAttempts);

/**
 * How often one attempt re-checks its buckets after waiting for others to end. A burst of
 * correct logins is admitted within a few rounds; a flood that keeps an account's buckets full of
 * attempts in flight is refused rather than queued without end.
 */
const MAX_ADMISSION_ROUNDS = 50;

/**
 * Counts failed logins only, and counts them before anyone learns the outcome. An attempt is let
 * through while its buckets' failures plus the attempts still being checked stay under the limit,
 * so parallel guesses cannot pass together; an attempt that would exceed it because others are
 * still in flight waits for them instead of being refused, so correct logins never count even
 * when many arrive at once. Attempts in flight are known to this process only: with a store
 * shared by several processes each process bounds its own parallel guesses (failures are shared).
 */
export function createLoginThrottle(store: FailureCounterStore) {
  const inFlight = new Map<string, number>();
  const waiting = new Set<() => void>();
  // Bumped whenever an attempt ends; a failure count read before that may be stale.
  let endedAttempts = 0;

  const inFlightOf = (key: string) => inFlight.get(key) ?? 0;
  const adjustInFlight = (buckets: LoginBucket[], by: 1 | -1) => {
    for (const { key } of buckets) {
      const count = inFlightOf(key) + by;
      if (count === 0) inFlight.delete(key);
      else inFlight.set(key, count);
    }
  };

  async function admit(buckets: LoginBucket[]): Promise<void> {
    for (let round = 0; round < MAX_ADMISSION_ROUNDS; round += 1) {
      const endedBefore = endedAttempts;
      const counted = await Promise.all(
        buckets.map(async (bucket) => ({ ...bucket, failures: await store.failures(bucket.key) })),
      );
      if (counted.some(({ failures, limit }) => failures >= limit)) throw tooManyAttempts();
      if (endedBefore !== endedAttempts) continue;
      const fits = counted.every(({ key, failures, limit }) => failures + inFlightOf(key) < limit);
      if (fits) {
        adjustInFlight(buckets, 1);
        return;
      }
      await new Promise<void>((resolve) => waiting.add(resolve));
    }
    throw tooManyAttempts();
  }

  async function end(buckets: LoginBucket[], failed: boolean): Promise<void> {
    try {
      if (failed) await Promise.all(buckets.map(({ key }) => store.addFailure(key)));
    } finally {
      adjustInFlight(buckets, -1);
      endedAttempts += 1;
      const wake = [...waiting];
      waiting.clear();
      for (const resolve of wake) resolve();
    }
  }

  return {
    /**
     * Runs one login attempt held against `buckets`: refused with 429 when a bucket is full of
     * failures; `check` answers whether the credentials were right, and a wrong answer counts a
     * failure in every bucket. An error thrown by `check` counts as no failure.
     */
    async attempt(buckets: LoginBucket[], check: () => Promise<boolean>): Promise<boolean> {
      await admit(buckets);
      let succeeded: boolean | undefined;
      try {
        succeeded = await check();
        return succeeded;
      } finally {
        await end(buckets, succeeded === false);
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
