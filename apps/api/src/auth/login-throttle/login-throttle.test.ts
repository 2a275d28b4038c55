import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import type { FailureCounterStore } from './failure-counter-store.js';
import { createLoginThrottle } from './login-throttle.js';

const ACCOUNT_KEY = 'account:member:1';
const ACCOUNT = [{ key: ACCOUNT_KEY, limit: 5 }];

/**
 * Failures in memory, answered a turn later as a database would. The flood below reads the counts
 * about 20,000 times (each waiting attempt re-reads whenever one ends): the throttle's admission is
 * what is tested, and the database store has its own tests (failure-counter-store.test.ts), so
 * the flood does not wait on SQL and its time no longer depends on how busy the machine is.
 */
function memoryStore(): FailureCounterStore {
  const counts = new Map<string, number>();
  return {
    async failures(key) {
      await nextTurn();
      return counts.get(key) ?? 0;
    },
    async addFailure(key) {
      await nextTurn();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
  };
}

describe('login throttle admission', () => {
  it('when correct logins keep an account full of attempts in flight, then late ones are refused, not queued without end, and none counts', async () => {
    const store = memoryStore();
    const throttle = createLoginThrottle(store);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 400 }, () =>
        throttle.attempt(ACCOUNT, async () => {
          await sleep(1);
          return true;
        }),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(AppError);
      expect((outcome.reason as AppError).status).toBe(429);
    }
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThan(5);
    expect(await store.failures(ACCOUNT_KEY)).toBe(0);
  });
});
