import { describe, expect, it } from 'vitest';
import { ACADEMY_DETAILS_INPUT } from '../testing/tuition-fixtures';
import {
  formatRegistrationNumber,
  isBusinessRegistrationNumber,
  receiptNumberOf,
} from './receipts.rules';
import { ZAcademyDetailsInput, ZCertificateQuery } from './receipts.schemas';

const DETAILS = ACADEMY_DETAILS_INPUT;

describe('business registration numbers', () => {
  it.each(['123-45-67891', '1234567891', '220-81-62517'])(
    'when %s has its right check digit, then it is accepted',
    (text) => {
      expect(isBusinessRegistrationNumber(text)).toBe(true);
    },
  );

  it.each([
    '123-45-67890',
    '220-81-62518',
    '123456789',
    '12345678911',
    '123-4567891',
    'abc-de-fghij',
  ])('when %s has a wrong check digit or shape, then it is refused', (text) => {
    expect(isBusinessRegistrationNumber(text)).toBe(false);
  });

  it('when ten digits are printed, then they read 123-45-67891', () => {
    expect(formatRegistrationNumber('1234567891')).toBe('123-45-67891');
  });
});

describe('academy details input', () => {
  it('when the number is typed with dashes, then its ten digits are kept', () => {
    expect(ZAcademyDetailsInput.parse(DETAILS).registrationNumber).toBe('1234567891');
  });

  it('when the check digit is wrong, then the registration number is refused', () => {
    const result = ZAcademyDetailsInput.safeParse({ ...DETAILS, registrationNumber: '1234567890' });
    expect(result.error?.issues[0]?.message).toBe('registrationNumberInvalid');
  });

  it('when the phone has letters, then it is refused', () => {
    const result = ZAcademyDetailsInput.safeParse({ ...DETAILS, phone: '02-CALL-NOW' });
    expect(result.error?.issues[0]?.message).toBe('academyPhoneInvalid');
  });
});

describe('certificate years', () => {
  const thisYear = new Date().getUTCFullYear();

  it.each(['2019', String(thisYear + 2), '2024.5', 'abc', ''])(
    'when the year is %j, then it is refused',
    (year) => {
      expect(ZCertificateQuery.safeParse({ year }).success).toBe(false);
    },
  );

  it('when the year is 2020, then it is accepted', () => {
    expect(ZCertificateQuery.parse({ year: '2020' }).year).toBe(2020);
  });
});

describe('receipt numbers', () => {
  it('when a due of 2026-03 has id 123, then its receipt number is R-202603-000123', () => {
    expect(receiptNumberOf(123, '2026-03')).toBe('R-202603-000123');
  });
});
