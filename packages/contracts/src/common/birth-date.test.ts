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

  it('when born in 1950 or earlier, then it is refused as too old', () => {
    expect(validateBirthDate('19500101', today)).toBe('birthDateTooOld');
    expect(validateBirthDate('19501231', today)).toBe('birthDateTooOld');
    expect(validateBirthDate('18991301', today)).toBe('birthDateTooOld');
  });

  it('when born in 1951, then it is accepted', () => {
    expect(validateBirthDate('19510101', today)).toBeNull();
  });

  it('when the year is after the current year, then it reports a future birth date', () => {
    expect(validateBirthDate('20260101', today)).toBe('birthDateFuture');
  });

  it('when the month is 00 or 13, then it reports the month', () => {
    expect(validateBirthDate('19900001', today)).toBe('birthDateMonth');
    expect(validateBirthDate('19901301', today)).toBe('birthDateMonth');
  });

  it('when the day is 00 or 32, then it reports the day', () => {
    expect(validateBirthDate('19900100', today)).toBe('birthDateDay');
    expect(validateBirthDate('19900132', today)).toBe('birthDateDay');
  });

  it('when the date does not exist, then it reports a nonexistent date', () => {
    expect(validateBirthDate('20230230', new Date(2030, 0, 1))).toBe('birthDateNonexistent');
    expect(validateBirthDate('19900431', today)).toBe('birthDateNonexistent');
    expect(validateBirthDate('20210229', new Date(2030, 0, 1))).toBe('birthDateNonexistent');
  });

  it('when 29 February is in a leap year, then it exists', () => {
    expect(validateBirthDate('20200229', today)).toBeNull();
  });

  it('when the applicant turns 3 tomorrow, then they are too young', () => {
    expect(validateBirthDate('20220616', today)).toBe('birthDateUnderMinAge');
  });

  it('when the applicant turns 3 today, then they may apply', () => {
    expect(validateBirthDate('20220615', today)).toBeNull();
  });

  it('when the date is later this year, then the age rule refuses it', () => {
    expect(validateBirthDate('20251231', today)).toBe('birthDateUnderMinAge');
  });

  it('when several rules fail, then the first rule in spec order wins', () => {
    expect(validateBirthDate('19501340', today)).toBe('birthDateTooOld');
    expect(validateBirthDate('20991340', today)).toBe('birthDateFuture');
    expect(validateBirthDate('19901340', today)).toBe('birthDateMonth');
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
