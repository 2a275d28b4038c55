import { describe, expect, it } from 'vitest';
import { EMPTY_PENDING_COUNTS, ZPendingCounts } from './teachers.schemas';

describe('ZPendingCounts', () => {
  it('when all four counts are present, then it parses', () => {
    expect(ZPendingCounts.parse(EMPTY_PENDING_COUNTS)).toEqual(EMPTY_PENDING_COUNTS);
  });

  it('when a count is missing or negative, then it is refused', () => {
    expect(ZPendingCounts.safeParse({ ...EMPTY_PENDING_COUNTS, contacts: -1 }).success).toBe(false);
    expect(
      ZPendingCounts.safeParse({ ...EMPTY_PENDING_COUNTS, modifications: undefined }).success,
    ).toBe(false);
  });
});
