import { filledString } from './text-fields';

export const PHONE_MAX_DIGITS = 11;
/** The longest display form, 010-1234-5678: the length a phone field lets one type. */
export const PHONE_DISPLAY_MAX_LENGTH = PHONE_MAX_DIGITS + 2;
const PHONE_PATTERN = /^0\d{9,10}$/;
const SEOUL_AREA_CODE = '02';

/** Keeps digits only, at most 11 (docs/product/validation.md): what the form stores and the API receives. */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}

/**
 * Display form with hyphens. Mobile numbers grow 3-4-4 while typing; a complete 10-digit
 * number is shown 3-3-4 (old mobile/area codes) or 2-4-4 for Seoul's 02 area code.
 */
export function formatPhone(input: string): string {
  const digits = normalizePhone(input);
  if (digits.length === 10) {
    return digits.startsWith(SEOUL_AREA_CODE)
      ? `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`
      : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** Digits only, 10 or 11 of them, starting with 0 (hyphens are stripped before sending). */
export const ZPhoneNumber = filledString('phoneRequired').regex(PHONE_PATTERN, {
  error: 'phoneInvalid',
});
