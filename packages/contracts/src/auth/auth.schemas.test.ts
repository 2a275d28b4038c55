import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../common/validation-messages';
import { LOGIN_ID_MAX_LENGTH } from '../constants/limits';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import {
  sessionUserId,
  ZLoginRequest,
  ZLoginResponse,
  resetLinkTokenOf,
  resetLinkUrl,
  ZConfirmResetLinkRequest,
  ZResetPasswordRequest,
  ZSendVerificationCodeRequest,
  ZVerificationCode,
  ZVerifyEmailCodeRequest,
} from './auth.schemas';

describe('ZLoginRequest', () => {
  it('when id and password are given, then it is accepted with the id trimmed', () => {
    expect(ZLoginRequest.parse({ loginId: ' 01012345678 ', password: 'secret' })).toEqual({
      loginId: '01012345678',
      password: 'secret',
    });
  });

  it('when either field is empty or missing, then each is required', () => {
    expect(issuesByPath(ZLoginRequest, { loginId: ' ', password: '' })).toEqual([
      'loginId: loginIdRequired',
      'password: passwordRequired',
    ]);
    expect(issuesByPath(ZLoginRequest, {})).toEqual([
      'loginId: loginIdRequired',
      'password: passwordRequired',
    ]);
  });
});

describe('ZLoginRequest, bounds of the login id', () => {
  it('when the id is 50 characters, then it is accepted; at 51, then it is too long', () => {
    const ok = { loginId: 'a'.repeat(LOGIN_ID_MAX_LENGTH), password: 'secret' };
    expect(ZLoginRequest.parse(ok).loginId).toHaveLength(LOGIN_ID_MAX_LENGTH);
    expect(
      issuesByPath(ZLoginRequest, { ...ok, loginId: 'a'.repeat(LOGIN_ID_MAX_LENGTH + 1) }),
    ).toEqual(['loginId: loginIdTooLong']);
  });

  it('when the id is too long, then the message names the limit in both languages', () => {
    for (const text of Object.values(VALIDATION_MESSAGES.loginIdTooLong)) {
      expect(text).toContain(String(LOGIN_ID_MAX_LENGTH));
    }
  });

  it('when the id holds a control, bidi or line-separator character, then it is refused', () => {
    for (const bad of [
      'adm\u0000in',
      'adm\u001bin',
      'a\tb',
      'a\u0085b',
      'adm\u202ein',
      'a\u2028b',
      'a\ud800b',
    ]) {
      expect(issuesByPath(ZLoginRequest, { loginId: bad, password: 'secret' }), bad).toEqual([
        'loginId: controlCharacters',
      ]);
    }
    expect(ZLoginRequest.parse({ loginId: '김민준-010', password: 'secret' }).loginId).toBe(
      '김민준-010',
    );
  });
});

describe('ZVerificationCode', () => {
  it('when exactly 6 digits, then it is accepted', () => {
    expect(ZVerificationCode.parse('012345')).toBe('012345');
  });

  it('when empty, then the code is required', () => {
    expect(firstIssueKey(ZVerificationCode, '')).toBe('verificationCodeRequired');
  });

  it.each(['12345', '1234567', '12a456'])('when it is %s, then the format is wrong', (code) => {
    expect(firstIssueKey(ZVerificationCode, code)).toBe('verificationCodeFormat');
  });
});

describe('password reset steps', () => {
  it('when step 1 has no email, then it asks for the email', () => {
    expect(firstIssueKey(ZSendVerificationCodeRequest, { email: '' })).toBe('emailRequired');
  });

  it('when step 2 has email and code, then it is accepted', () => {
    const body = { email: 'a@example.com', code: '123456' };
    expect(ZVerifyEmailCodeRequest.parse(body)).toEqual(body);
  });

  it('when step 3 has a 5-character password, then it is too short', () => {
    expect(
      issuesByPath(ZResetPasswordRequest, {
        email: 'a@example.com',
        newPassword: '12345',
        resetToken: 'a'.repeat(43),
      }),
    ).toEqual(['newPassword: passwordTooShort']);
  });

  it('when step 3 has no reset token, then it is accepted as the specification sends it (the cookie of step 2 carries the token)', () => {
    const body = { email: 'a@example.com', newPassword: 'fresh-pass-1' };
    expect(ZResetPasswordRequest.parse(body)).toEqual(body);
  });

  it('when step 3 has a malformed reset token, then it asks to verify first', () => {
    const body = { email: 'a@example.com', newPassword: 'fresh-pass-1' };
    for (const resetToken of [null, '', 'a'.repeat(42), `${'a'.repeat(42)}=`]) {
      expect(issuesByPath(ZResetPasswordRequest, { ...body, resetToken })).toEqual([
        'resetToken: resetTokenRequired',
      ]);
    }
    expect(ZResetPasswordRequest.parse({ ...body, resetToken: 'A-_z'.repeat(10) + 'x09' })).toEqual(
      { ...body, resetToken: 'A-_z'.repeat(10) + 'x09' },
    );
  });
});

describe('the reset e-mail’s link', () => {
  const token = 'A-_z'.repeat(10) + 'x09';

  it('when the link is made, then it opens the reset page of the app with the token in the fragment', () => {
    expect(resetLinkUrl('https://academy.example/some/path', token)).toBe(
      `https://academy.example/forgot-password#link=${token}`,
    );
  });

  it('when the page reads its fragment, then it finds the token of a link and none elsewhere', () => {
    expect(resetLinkTokenOf(`#link=${token}`)).toBe(token);
    expect(resetLinkTokenOf('')).toBeNull();
    expect(resetLinkTokenOf('#top')).toBeNull();
  });

  it('when the token is missing or malformed, then the link is refused as expired or used', () => {
    expect(ZConfirmResetLinkRequest.parse({ token })).toEqual({ token });
    for (const bad of [undefined, '', 'a'.repeat(42), `${'a'.repeat(42)}=`, 'a'.repeat(44)]) {
      expect(issuesByPath(ZConfirmResetLinkRequest, { token: bad })).toEqual([
        'token: resetLinkInvalid',
      ]);
    }
  });
});

describe('ZLoginResponse', () => {
  const expiresAt = '2025-06-15T10:00:00.000Z';
  const memberUser = {
    userId: 7,
    name: '김학생',
    email: null,
    phoneNumber: '01012345678',
    isForeigner: false,
    lessonDayOfWeek: 'Monday',
    lessonStartTime: '18:00',
    lessonEndTime: '19:00',
  };
  const staffUser = {
    teacherId: 1,
    name: '원장',
    email: 't@example.com',
    phoneNumber: null,
    role: 'admin',
    isForeigner: false,
  };

  it.each([
    ['a member logs in', 'user', memberUser, 7],
    ['staff log in', 'teacher', staffUser, 1],
  ])('when %s, then the profile of that kind is expected', (_case, userType, user, id) => {
    const login = { userType, expiresAt, user, mustChangePassword: false };
    expect(sessionUserId(ZLoginResponse.parse(login))).toBe(id);
  });

  it('when the answer does not say whether the password must be changed, then it is refused', () => {
    const login = { userType: 'teacher', expiresAt, user: staffUser };
    expect(ZLoginResponse.safeParse(login).success).toBe(false);
    expect(ZLoginResponse.parse({ ...login, mustChangePassword: true })).toMatchObject({
      mustChangePassword: true,
    });
  });

  it('when a teacher payload claims to be a member, then it is refused', () => {
    expect(ZLoginResponse.safeParse({ userType: 'user', expiresAt, user: staffUser }).success).toBe(
      false,
    );
  });

  it('when expiresAt is not an ISO date-time, then it is refused', () => {
    const tomorrow = { userType: 'teacher', expiresAt: 'tomorrow', user: staffUser };
    expect(ZLoginResponse.safeParse(tomorrow).success).toBe(false);
  });
});
