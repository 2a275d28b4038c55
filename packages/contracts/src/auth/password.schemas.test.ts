import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../constants/limits';
import { firstIssueKey, issueKeys, issuesByPath } from '../testing/issue-keys';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import { ZInquiryPassword } from '../inquiries/inquiries.schemas';
import { ZNewPassword, ZNewPasswordWithConfirmation } from './password.schemas';

describe('ZNewPassword', () => {
  it('when 6 characters, then it is accepted; 5 are too short', () => {
    expect(ZNewPassword.safeParse('dr7m.k').success).toBe(true);
    expect(firstIssueKey(ZNewPassword, '12345')).toBe('passwordTooShort');
  });

  it('when empty, then only "required" is reported', () => {
    expect(issuesByPath(ZNewPassword, '')).toEqual([': newPasswordRequired']);
  });

  it('when more than 72 UTF-8 bytes, then it is too long for hashing, whatever the character count', () => {
    expect(ZNewPassword.safeParse('a'.repeat(72)).success).toBe(true);
    expect(issueKeys(ZNewPassword, 'a'.repeat(73))).toEqual(['newPasswordTooLong']);
    expect(ZNewPassword.safeParse('가'.repeat(24)).success).toBe(true);
    expect(issueKeys(ZNewPassword, '가'.repeat(25))).toEqual(['newPasswordTooLong']);
  });

  it.each(['password', '123456', 'qwerty123', '11111111', 'qwer1234', 'PassWord1', 'QWERTY'])(
    'when it is the common password %s (in any case), then it is refused as too common',
    (password) => {
      expect(issueKeys(ZNewPassword, password)).toEqual(['passwordTooCommon']);
    },
  );

  it.each(['student1234', 'admin1234', 'foreign1234', 'newpass1', 'changed-123', 'yyyyyy'])(
    'when it is a demo or test password such as %s, then it stays allowed',
    (password) => {
      expect(ZNewPassword.safeParse(password).success).toBe(true);
    },
  );
});

describe('COMMON_PASSWORDS', () => {
  it('when listed, then each entry is lower case, long enough to pass the length rule and unique', () => {
    const entries = [...COMMON_PASSWORDS];
    expect(entries.length).toBeGreaterThanOrEqual(150);
    for (const entry of entries) {
      expect(entry, entry).toBe(entry.toLowerCase());
      expect(entry.length, entry).toBeGreaterThanOrEqual(PASSWORD.ACCOUNT_MIN);
      expect(isCommonPassword(entry.toUpperCase()), entry).toBe(true);
    }
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

describe('passwords bcrypt would cut short', () => {
  it('when a new or inquiry password holds a NUL or another control character, then it is refused', () => {
    for (const password of ['secret-drum\u0000tail', 'secret-drum\u001b', 'secret\u202Edrum']) {
      expect(ZNewPassword.safeParse(password).error?.issues[0]?.message).toBe('controlCharacters');
      expect(ZInquiryPassword.safeParse(password).error?.issues[0]?.message).toBe(
        'controlCharacters',
      );
    }
  });
});
