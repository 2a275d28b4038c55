import { vi } from 'vitest';

/** Fakes only `Date` (timers and promises keep running) and sets it to `now`; `vi.useRealTimers()` ends it. */
export function freezeDateAt(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}
