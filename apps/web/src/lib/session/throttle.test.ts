import { describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('createThrottle', () => {
  it('when asked again within the interval, then the task does not run', () => {
    let now = 0;
    const throttle = createThrottle(300_000, () => now);
    const task = vi.fn();

    expect(throttle.attempt(task)).toBe(true);
    now = 299_999;
    expect(throttle.attempt(task)).toBe(false);
    now = 300_000;
    expect(throttle.attempt(task)).toBe(true);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('when a run is marked elsewhere (app start), then the interval counts from it', () => {
    let now = 1_000;
    const throttle = createThrottle(300_000, () => now);
    const task = vi.fn();
    throttle.mark();
    now = 200_000;
    expect(throttle.attempt(task)).toBe(false);
    now = 301_000;
    expect(throttle.attempt(task)).toBe(true);
  });
});
