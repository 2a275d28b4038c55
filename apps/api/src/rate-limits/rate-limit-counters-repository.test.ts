import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseServerUrl } from '../../test/test-database.js';
import type { Database } from '../db/database.js';
import {
  createRateLimitCounters,
  type RateLimitCounters,
} from './rate-limit-counters-repository.js';

const START = Date.parse('2031-03-04T01:00:00.000Z');
const at = (ms: number) => new Date(START + ms);

describe('rate-limit counters', () => {
  let database: Database;
  let counters: RateLimitCounters;
  beforeAll(async () => {
    database = await openTestDatabase();
    counters = createRateLimitCounters(database.prisma);
  });
  afterAll(() => database.close());

  it('when hits come within a window, then they add up; after it closes, a new window starts at 1', async () => {
    expect(await counters.increment('a', 1000, at(0))).toEqual({ hits: 1, resetsAt: at(1000) });
    expect(await counters.increment('a', 1000, at(999))).toEqual({ hits: 2, resetsAt: at(1000) });
    expect(await counters.current('a', at(999))).toEqual({ hits: 2, resetsAt: at(1000) });
    expect(await counters.current('a', at(1000))).toBeUndefined();
    expect(await counters.increment('a', 1000, at(1000))).toEqual({ hits: 1, resetsAt: at(2000) });
  });

  it('when a hit is taken back, then the count falls by one and never below zero', async () => {
    await counters.increment('b', 1000, at(0));
    await counters.decrement('b', at(10));
    await counters.decrement('b', at(20));
    expect(await counters.current('b', at(30))).toEqual({ hits: 0, resetsAt: at(1000) });
    await counters.reset('b');
    expect(await counters.current('b', at(30))).toBeUndefined();
  });

  it('when keys differ, then their counts are apart, and the table keeps no key in clear', async () => {
    await counters.increment('client:10.0.0.1', 1000, at(0));
    await counters.increment('client:10.0.0.2', 1000, at(0));
    expect((await counters.current('client:10.0.0.1', at(1)))?.hits).toBe(1);
    const stored = await database.prisma.rateLimitCounter.findMany();
    expect(stored.some((row) => row.keyHash.includes('10.0.0'))).toBe(false);
  });

  it('when closed windows are forgotten, then at most the given number go, open ones stay', async () => {
    await database.prisma.rateLimitCounter.deleteMany();
    for (const key of ['c1', 'c2', 'c3']) await counters.increment(key, 1000, at(0));
    await counters.increment('open', 5000, at(0));
    expect(await counters.deleteClosed(at(2000), 2)).toBe(2);
    expect(await counters.deleteClosed(at(2000), 2)).toBe(1);
    expect((await database.prisma.rateLimitCounter.findMany()).length).toBe(1);
    expect((await counters.current('open', at(2000)))?.hits).toBe(1);
  });

  // Simultaneous statements only race on a server with many connections.
  it.skipIf(!testDatabaseServerUrl)(
    'when 20 hits of one key arrive at once, then each is counted exactly once',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => counters.increment('race', 60_000, at(0))),
      );
      expect(answers.map((answer) => answer.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect((await counters.current('race', at(1)))?.hits).toBe(20);
    },
  );
});
