import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { createRateLimitCounters } from '../../rate-limits/rate-limit-counters-repository.js';
import { createDatabaseFailureCounterStore } from './failure-counter-store.js';

describe('database failure counter store', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('when failures are counted, then they add up per key until the window closes', async () => {
    let now = new Date('2031-03-04T01:00:00.000Z');
    const at = (ms: number) => new Date(Date.parse('2031-03-04T01:00:00.000Z') + ms);
    const store = createDatabaseFailureCounterStore(
      createRateLimitCounters(database.prisma),
      1000,
      () => now,
    );
    await store.addFailure('a');
    now = at(600);
    await store.addFailure('a');
    await store.addFailure('b');
    expect([await store.failures('a'), await store.failures('b')]).toEqual([2, 1]);
    now = at(1000);
    expect(await store.failures('a')).toBe(0);
    expect(await store.failures('b')).toBe(1);
    await store.addFailure('a');
    expect(await store.failures('a')).toBe(1);
  });

  it('when two stores share the database, then their failures add up, as two API processes do', async () => {
    const counters = createRateLimitCounters(database.prisma);
    const first = createDatabaseFailureCounterStore(counters, 60_000);
    const second = createDatabaseFailureCounterStore(counters, 60_000);
    await first.addFailure('account:member:7');
    await second.addFailure('account:member:7');
    await first.addFailure('account:member:7');
    expect(await second.failures('account:member:7')).toBe(3);
  });
});
