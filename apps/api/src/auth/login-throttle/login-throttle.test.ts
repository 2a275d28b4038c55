import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { createRateLimitCounters } from '../../rate-limits/rate-limit-counters-repository.js';
import { createDatabaseFailureCounterStore } from './failure-counter-store.js';
import { createLoginThrottle } from './login-throttle.js';

const ACCOUNT_KEY = 'account:member:1';
const ACCOUNT = [{ key: ACCOUNT_KEY, limit: 5 }];

describe('login throttle admission', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('when correct logins keep an account full of attempts in flight, then late ones are refused, not queued without end, and none counts', async () => {
    const store = createDatabaseFailureCounterStore(
      createRateLimitCounters(database.prisma),
      60_000,
    );
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
