import { describe, expect, it } from 'vitest';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import { ZNewPassword, ZNewPasswordWithConfirmation } from './password.schemas';

describe('ZNewPassword', () => {
  it('when 6 characters, then it is accepted; 5 are too short', () => {
    expect(ZNewPassword.safeParse('123456').success).toBe(true);
    expect(firstIssueKey(ZNewPassword, '12345')).toBe('passwordTooShort');
  });

  it('when empty, then only "required" is reported', () => {
    expect(issuesByPath(ZNewPassword, '')).toEqual([': newPasswordRequired']);
  });

  it('when more than 72 bytes, then it is too long for hashing', () => {
    expect(ZNewPassword.safeParse('a'.repeat(72)).success).toBe(true);
    expect(firstIssueKey(ZNewPassword, '가'.repeat(25))).toBe('passwordTooLong');
  });
});

describe('ZNewPasswordWithConfirmation', () => {
  it('when both match, then it is accepted', () => {
    const body = { newPassword: 'secret1', confirmPassword: 'secret1' };
    expect(ZNewPasswordWithConfirmation.parse(body)).toEqual(body);
  });

  it('when they differ, then the confirmation field reports the mismatch', () => {
    expect(
      issuesByPath(ZNewPasswordWithConfirmation, {
        newPassword: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).toEqual(['confirmPassword: passwordConfirmMismatch']);
  });

  it('when the confirmation is empty, then it is required', () => {
    expect(
      issuesByPath(ZNewPasswordWithConfirmation, { newPassword: 'secret1', confirmPassword: '' }),
    ).toContain('confirmPassword: passwordConfirmRequired');
  });
});
