import { describe, expect, it } from 'vitest';
import { firstIssueKey } from '../testing/issue-keys';
import { formatPhone, normalizePhone, ZPhoneNumber } from './phone';

describe('normalizePhone', () => {
  it('when the input has hyphens, spaces or letters, then only digits are kept', () => {
    expect(normalizePhone('010-1234 5678a')).toBe('01012345678');
  });

  it('when the input has more than 11 digits, then it is cut to 11', () => {
    expect(normalizePhone('010123456789999')).toBe('01012345678');
  });
});

describe('formatPhone', () => {
  it('when the number has 11 digits, then it shows 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it.each([
    ['', ''],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['010123456', '010-1234-56'],
  ])('when typing %s, then it formats progressively as %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('when the number has 10 digits, then it shows 3-3-4, or 2-4-4 for Seoul 02', () => {
    expect(formatPhone('0111234567')).toBe('011-123-4567');
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
  });

  it('when the input already has hyphens or too many digits, then it is normalised first', () => {
    expect(formatPhone('010-1234-56789')).toBe('010-1234-5678');
  });
});

describe('ZPhoneNumber', () => {
  it('when it is 10 or 11 digits starting with 0, then it is accepted', () => {
    expect(ZPhoneNumber.parse('01012345678')).toBe('01012345678');
    expect(ZPhoneNumber.parse('0212345678')).toBe('0212345678');
  });

  it('when it is missing or empty, then it asks for the phone number', () => {
    expect(firstIssueKey(ZPhoneNumber, '')).toBe('phoneRequired');
    expect(firstIssueKey(ZPhoneNumber, undefined)).toBe('phoneRequired');
  });

  it.each(['010-1234-5678', '021234567', '010123456789', '11012345678', '0101234567a'])(
    'when it is %s, then it is invalid',
    (value) => {
      expect(firstIssueKey(ZPhoneNumber, value)).toBe('phoneInvalid');
    },
  );
});
