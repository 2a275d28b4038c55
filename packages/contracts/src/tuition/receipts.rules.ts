import { ACADEMY_DETAILS_LIMITS } from './receipts.limits';

/** The weights of the 사업자등록번호 checksum, digit by digit (the tenth is the check digit). */
const REGISTRATION_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** "123-45-67891" or "1234567891" as its ten digits; null when it is neither shape. */
export function registrationDigitsOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{10}$/.test(trimmed)) return trimmed;
  return /^\d{3}-\d{2}-\d{5}$/.test(trimmed) ? trimmed.replaceAll('-', '') : null;
}

/**
 * True when `text` is a business registration number (사업자등록번호) whose check digit is
 * right: the weighted sum of the first nine digits, plus the tens of the ninth digit times 5,
 * must bring the tenth digit to a multiple of ten (the National Tax Service's rule).
 */
export function isBusinessRegistrationNumber(text: string): boolean {
  const digits = registrationDigitsOf(text);
  if (digits === null) return false;
  const values = Array.from(digits, Number);
  const digitAt = (index: number) => values[index] ?? 0;
  const weighted = REGISTRATION_WEIGHTS.reduce(
    (total, weight, index) => total + weight * digitAt(index),
    0,
  );
  const sum = weighted + Math.floor((digitAt(8) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digitAt(9);
}

/** Ten digits as receipts print them: "123-45-67891". */
export function formatRegistrationNumber(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** True when `text` is digit groups joined by single dashes with a landline's or mobile's digits. */
export function isAcademyPhone(text: string): boolean {
  if (!/^\d+(?:-\d+)*$/.test(text)) return false;
  const digits = text.replaceAll('-', '').length;
  return (
    digits >= ACADEMY_DETAILS_LIMITS.PHONE_DIGITS_MIN &&
    digits <= ACADEMY_DETAILS_LIMITS.PHONE_DIGITS_MAX
  );
}

/**
 * A paid due's receipt number: its month and its id, "R-202603-000123". Stable (nothing is
 * stored) and unique, since a due's id never changes and no two dues share one.
 */
export function receiptNumberOf(dueId: number, month: string): string {
  return `R-${month.replace('-', '')}-${String(dueId).padStart(6, '0')}`;
}
