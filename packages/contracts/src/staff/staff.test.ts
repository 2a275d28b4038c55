import { describe, expect, it } from 'vitest';
import { ZCreateStaffRequest, ZUpdateStaffRequest } from './staff-accounts.schemas';
import { EMPTY_PENDING_COUNTS, ZPendingCounts } from './staff.schemas';

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

describe('ZCreateStaffRequest', () => {
  const valid = { loginId: 'kim.t', name: '김선생', email: 'kim@example.com' };

  it('when the role and phone are left out, then a teacher without a phone number', () => {
    expect(ZCreateStaffRequest.parse(valid)).toEqual({
      ...valid,
      role: 'teacher',
      phoneNumber: null,
    });
  });

  it('when the login id looks like a member’s or the name has control characters, then it is refused', () => {
    expect(ZCreateStaffRequest.safeParse({ ...valid, loginId: 's01012345678' }).success).toBe(
      false,
    );
    expect(ZCreateStaffRequest.safeParse({ ...valid, name: '김\u0000' }).success).toBe(false);
    expect(ZCreateStaffRequest.safeParse({ ...valid, role: 'owner' }).success).toBe(false);
  });
});

describe('ZUpdateStaffRequest', () => {
  it('when no known field is given, then nothing to update is reported', () => {
    const result = ZUpdateStaffRequest.safeParse({ loginId: 'x' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['nothingToUpdate']);
  });

  it('when the phone number is null, then it is cleared', () => {
    expect(ZUpdateStaffRequest.parse({ phoneNumber: null })).toEqual({ phoneNumber: null });
  });
});
