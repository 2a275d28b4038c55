import { describe, expect, it } from 'vitest';
import { formatCountdown } from './use-countdown';

describe('formatCountdown', () => {
  it.each([
    [600_000, '10:00'],
    [599_001, '10:00'],
    [599_000, '09:59'],
    [61_000, '01:01'],
    [1, '00:01'],
    [0, '00:00'],
    [-500, '00:00'],
  ])('when %i ms are left, then it shows %s', (remainingMs, text) => {
    expect(formatCountdown(remainingMs)).toBe(text);
  });
});
