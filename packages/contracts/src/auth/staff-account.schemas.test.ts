import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/issue-keys';
import { ZNewAdminAccount, ZStaffLoginId } from './staff-account.schemas';

describe('ZStaffLoginId', () => {
  it.each(['admin', 'kim.teacher', 'Park_01', 'a-b'])(
    'when it is %s, then it is accepted',
    (id) => {
      expect(ZStaffLoginId.safeParse(id).success).toBe(true);
    },
  );

  it.each([
    ['', 'staffLoginIdRequired'],
    ['ab', 'staffLoginIdFormat'],
    ['1admin', 'staffLoginIdFormat'],
    ['admin 2', 'staffLoginIdFormat'],
    ['관리자', 'staffLoginIdFormat'],
    ['a'.repeat(51), 'staffLoginIdFormat'],
    ['s01012345678', 'staffLoginIdReserved'],
    ['S01012345678', 'staffLoginIdReserved'],
  ])('when it is "%s", then it is refused with %s', (id, key) => {
    expect(issueKeys(ZStaffLoginId, id)).toEqual([key]);
  });
});

describe('ZNewAdminAccount', () => {
  const valid = {
    loginId: 'owner',
    name: '박지훈',
    email: 'owner@example.com',
    password: 'a-long-pass-1',
  };

  it('when every field is valid, then the phone number is optional', () => {
    expect(ZNewAdminAccount.safeParse(valid).success).toBe(true);
    expect(ZNewAdminAccount.safeParse({ ...valid, phoneNumber: '01055556666' }).success).toBe(true);
  });

  it('when the password breaks the account rules, then the same keys as everywhere are given', () => {
    expect(issueKeys(ZNewAdminAccount, { ...valid, password: '12345' })).toEqual([
      'passwordTooShort',
    ]);
    expect(issueKeys(ZNewAdminAccount, { ...valid, password: 'password1' })).toEqual([
      'passwordTooCommon',
    ]);
  });
});
