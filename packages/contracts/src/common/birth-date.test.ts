import { describe, expect, it } from 'vitest';
import { firstIssueKey } from '../testing/issue-keys';
import { BIRTH_DATE_MAX_LENGTH, createBirthDateSchema, validateBirthDate } from './birth-date';

const today = new Date(2025, 5, 15); // 15 June 2025, local time

describe('validateBirthDate', () => {
  it('when the value is empty or blank, then it asks for the birth date', () => {
    expect(validateBirthDate('', today)).toBe('birthDateRequired');
    expect(validateBirthDate('   ', today)).toBe('birthDateRequired');
  });

  it.each(['1990010', '199001011', '1990-01-01', 'abcdefgh', '1990o101'])(
    'when the value is %s (not exactly 8 digits), then it reports the format',
    (value) => {
      expect(validateBirthDate(value, today)).toBe('birthDateFormat');
    },
  );

  it.each([
    ['born in 1950 or earlier', ['19500101', '19501231', '18991301'], 'birthDateTooOld'],
    ['the year is after the current year', ['20260101'], 'birthDateFuture'],
    ['the month is 00 or 13', ['19900001', '19901301'], 'birthDateMonth'],
    ['the day is 00 or 32', ['19900100', '19900132'], 'birthDateDay'],
    [
      'the applicant turns 3 tomorrow or later this year',
      ['20220616', '20251231'],
      'birthDateUnderMinAge',
    ],
    [
      'born in 1951, on 29 February of a leap year, or 3 years ago today',
      ['19510101', '20200229', '20220615'],
      null,
    ],
  ])('when %s, then the result is %s', (_case, values, expected) => {
    for (const value of values) expect(validateBirthDate(value, today)).toBe(expected);
  });

  it('when several rules fail, then the first rule in spec order wins', () => {
    expect(validateBirthDate('19501340', today)).toBe('birthDateTooOld');
    expect(validateBirthDate('20991340', today)).toBe('birthDateFuture');
    expect(validateBirthDate('19901340', today)).toBe('birthDateMonth');
  });

  it('when the date does not exist, then it reports a nonexistent date', () => {
    expect(validateBirthDate('20230230', new Date(2030, 0, 1))).toBe('birthDateNonexistent');
    expect(validateBirthDate('19900431', today)).toBe('birthDateNonexistent');
    expect(validateBirthDate('20210229', new Date(2030, 0, 1))).toBe('birthDateNonexistent');
  });

  it('when the input limit is read, then it is 8 characters', () => {
    expect(BIRTH_DATE_MAX_LENGTH).toBe(8);
  });
});

describe('createBirthDateSchema', () => {
  const schema = createBirthDateSchema(() => today);

  it('when valid, then it parses to the same string', () => {
    expect(schema.parse('19900101')).toBe('19900101');
  });

  it('when invalid, then the issue message is the catalogue key', () => {
    expect(firstIssueKey(schema, '20220616')).toBe('birthDateUnderMinAge');
    expect(firstIssueKey(schema, undefined)).toBe('birthDateRequired');
  });

  it('when the clock moves on, then the schema reads it at parse time', () => {
    let now = new Date(2025, 5, 15);
    const moving = createBirthDateSchema(() => now);
    expect(moving.safeParse('20220616').success).toBe(false);
    now = new Date(2025, 5, 16);
    expect(moving.safeParse('20220616').success).toBe(true);
  });
});
