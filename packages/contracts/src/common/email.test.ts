import { describe, expect, it } from 'vitest';
import { firstIssueKey, issueKeys } from '../testing/issue-keys';
import { ZEmail, ZOptionalEmail } from './email';

describe('ZEmail', () => {
  it('when well formed, then it is accepted and trimmed', () => {
    expect(ZEmail.parse('  student@example.com ')).toBe('student@example.com');
  });

  it('when empty, blank or missing, then it asks for the email only', () => {
    expect(issueKeys(ZEmail, '')).toEqual(['emailRequired']);
    expect(issueKeys(ZEmail, '   ')).toEqual(['emailRequired']);
    expect(issueKeys(ZEmail, undefined)).toEqual(['emailRequired']);
  });

  it.each(['student', 'student@', '@example.com', 'student@example', 'a b@example.com'])(
    'when it is %s, then it asks for a valid format',
    (value) => {
      expect(firstIssueKey(ZEmail, value)).toBe('emailInvalid');
    },
  );

  it('when longer than 254 characters, then it is too long', () => {
    expect(firstIssueKey(ZEmail, `${'a'.repeat(250)}@example.com`)).toBe('tooLong');
  });
});

describe('ZOptionalEmail', () => {
  it('when empty or absent, then it is accepted as undefined', () => {
    expect(ZOptionalEmail.parse('')).toBeUndefined();
    expect(ZOptionalEmail.parse('  ')).toBeUndefined();
    expect(ZOptionalEmail.parse(undefined)).toBeUndefined();
  });

  it('when given, then it must still be well formed', () => {
    expect(ZOptionalEmail.parse('guest@example.com')).toBe('guest@example.com');
    expect(firstIssueKey(ZOptionalEmail, 'guest@')).toBe('emailInvalid');
  });
});
