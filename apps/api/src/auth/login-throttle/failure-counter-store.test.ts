import { describe, expect, it } from 'vitest';
import { createMemoryFailureCounterStore } from './failure-counter-store.js';

describe('memory failure counter store', () => {
  it('when failures are counted, then they add up per key until the window closes', async () => {
    let now = 0;
    const store = createMemoryFailureCounterStore(1000, () => now);
    await store.addFailure('a');
    now = 600;
    await store.addFailure('a');
    await store.addFailure('b');
    expect([await store.failures('a'), await store.failures('b')]).toEqual([2, 1]);
    now = 1000;
    expect(await store.failures('a')).toBe(0);
    expect(await store.failures('b')).toBe(1);
    await store.addFailure('a');
    expect(await store.failures('a')).toBe(1);
  });
});
