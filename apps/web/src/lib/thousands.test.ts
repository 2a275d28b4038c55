import { describe, expect, it } from 'vitest';
import { formatThousands } from './thousands';

describe('formatThousands', () => {
  it('when an amount is formatted, then it reads as toLocaleString does in Korean and English', () => {
    for (const amount of [0, 7, 999, 1000, 170000, 210000, 1234567, -45000]) {
      expect(formatThousands(amount)).toBe(amount.toLocaleString('ko-KR'));
      expect(formatThousands(amount)).toBe(amount.toLocaleString('en-US'));
    }
  });
});
