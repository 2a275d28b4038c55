import { afterEach, beforeEach, vi } from 'vitest';

/** Fakes only `Date` (timers and promises keep running) and sets it to `now`; `vi.useRealTimers()` ends it. */
export function freezeDateAt(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

/** For each test of the file: `Date` frozen at `now` before it (see `freezeDateAt`), real after it. */
export function freezeDateInEachTest(now: Date) {
  beforeEach(() => freezeDateAt(now));
  afterEach(() => {
    vi.useRealTimers();
  });
}
