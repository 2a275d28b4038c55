import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../testing/issue-keys';
import {
  createEmailChangeSchema,
  validateEmailChange,
  validateEmailChangeCode,
  ZEmailChangeLinkRequest,
  ZEmailChangeRequest,
} from './email-change.schemas';
import { canDeleteMember, MEMBER_STATUSES } from './members.enums';
import { ZChangePasswordForm, ZChangePasswordRequest, ZMembersListQuery } from './members.schemas';
import { compareMembersForStaffList } from './members.sort';

describe('ZChangePasswordRequest', () => {
  it('when current and a 6-character new password are given, then it is accepted', () => {
    const body = { currentPassword: 'old', newPassword: 'newpw1' };
    expect(ZChangePasswordRequest.parse(body)).toEqual(body);
  });

  it('when both are empty, then both are required', () => {
    expect(issuesByPath(ZChangePasswordRequest, { currentPassword: '', newPassword: '' })).toEqual([
      'currentPassword: currentPasswordRequired',
      'newPassword: newPasswordRequired',
    ]);
  });

  it('when the form confirmation differs, then it reports the mismatch', () => {
    expect(
      issuesByPath(ZChangePasswordForm, {
        currentPassword: 'old',
        newPassword: 'newpw1',
        confirmPassword: 'newpw2',
      }),
    ).toEqual(['confirmPassword: passwordConfirmMismatch']);
  });

  it('when the new password is the current one, then the request and the form refuse it', () => {
    const same = { currentPassword: 'Temp2026ab', newPassword: 'Temp2026ab' };
    expect(issuesByPath(ZChangePasswordRequest, same)).toEqual([
      'newPassword: newPasswordSameAsCurrent',
    ]);
    expect(issuesByPath(ZChangePasswordForm, { ...same, confirmPassword: 'Temp2026ab' })).toEqual([
      'newPassword: newPasswordSameAsCurrent',
    ]);
  });
});

describe('email change', () => {
  it('when empty, then the email is required', () => {
    expect(validateEmailChange('', 'me@example.com')).toBe('emailRequired');
  });

  it('when malformed, then a valid format is asked for', () => {
    expect(validateEmailChange('me@', 'me@example.com')).toBe('emailInvalid');
  });

  it('when the same as now (ignoring case and spaces), then it is already the same', () => {
    expect(validateEmailChange(' ME@example.com ', 'me@example.com')).toBe('emailUnchanged');
  });

  it('when different, or no email exists yet, then it is accepted', () => {
    expect(validateEmailChange('new@example.com', 'me@example.com')).toBeNull();
    expect(createEmailChangeSchema(null).safeParse({ email: 'new@example.com' }).success).toBe(
      true,
    );
  });

  it('when PUT /users/email is sent, then the address alone (a link follows) or with a 6-digit code is accepted', () => {
    expect(ZEmailChangeRequest.parse({ email: 'new@example.com' })).toEqual({
      email: 'new@example.com',
    });
    expect(ZEmailChangeRequest.parse({ email: 'new@example.com', code: ' 012345 ' })).toEqual({
      email: 'new@example.com',
      code: '012345',
    });
    for (const code of ['', '12345', null]) {
      expect(ZEmailChangeRequest.safeParse({ email: 'new@example.com', code }).success).toBe(false);
    }
    expect(validateEmailChangeCode('')).toBe('verificationCodeRequired');
    expect(validateEmailChangeCode('12a456')).toBe('verificationCodeFormat');
    expect(validateEmailChangeCode('123456')).toBeNull();
  });
});

describe('ZMembersListQuery', () => {
  it('when the staff list asks for 1000, then it is allowed; 1001 is not', () => {
    expect(ZMembersListQuery.parse({ limit: '1000' }).limit).toBe(1000);
    expect(ZMembersListQuery.safeParse({ limit: '1001' }).success).toBe(false);
  });

  it('when status is "all" or empty, then no filter applies', () => {
    expect(ZMembersListQuery.parse({ status: 'all' }).status).toBeUndefined();
    expect(ZMembersListQuery.parse({ status: '' }).status).toBeUndefined();
    expect(ZMembersListQuery.parse({ status: 'active' }).status).toBe('active');
    expect(ZMembersListQuery.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});

describe('canDeleteMember', () => {
  it('when the member is active, then only then can they be deleted', () => {
    expect(MEMBER_STATUSES.filter(canDeleteMember)).toEqual(['active']);
  });
});

describe('compareMembersForStaffList', () => {
  it('when sorting, then weekday, start time and name decide; unscheduled go last', () => {
    const users = [
      { name: '다', lessonDayOfWeek: null, lessonStartTime: null },
      { name: '나', lessonDayOfWeek: 'Tuesday', lessonStartTime: '10:00' },
      { name: '가', lessonDayOfWeek: 'Monday', lessonStartTime: '19:00' },
      { name: '라', lessonDayOfWeek: 'Monday', lessonStartTime: '18:00' },
      { name: '마', lessonDayOfWeek: 'Monday', lessonStartTime: '18:00' },
    ] as const;
    expect([...users].sort(compareMembersForStaffList).map((user) => user.name)).toEqual([
      '라',
      '마',
      '가',
      '나',
      '다',
    ]);
  });
});

describe('ZEmailChangeLinkRequest', () => {
  it('when a link token is sent, then only 43 base64url characters pass, with the link message otherwise', () => {
    const token = `${'a'.repeat(40)}-_Z`;
    expect(ZEmailChangeLinkRequest.parse({ token })).toEqual({ token });
    for (const bad of [undefined, 42, '', token.slice(1), `${token}a`, `${token.slice(1)}=`]) {
      const issue = ZEmailChangeLinkRequest.safeParse({ token: bad }).error?.issues[0];
      expect(issue?.message, String(bad)).toBe('emailChangeLinkMalformed');
    }
  });
});
