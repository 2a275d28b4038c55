import type { TBilingualText } from '../common/language';
import { VIRTUAL_ACCOUNT_LIMITS } from './payments.limits';
import { CASH_RECEIPT_TYPE_LABELS, type TCashReceiptType } from './virtual-accounts.enums';

/** The number as it is stored and sent: digits only (hyphens and spaces are how people type it). */
export const cashReceiptDigitsOf = (typed: string): string => typed.replace(/[\s-]/g, '');

/** Whether a receipt number (digits only) fits its type: a mobile phone, or a business number. */
export function isCashReceiptNumber(type: TCashReceiptType, digits: string): boolean {
  if (type === 'business') {
    return new RegExp(`^\\d{${VIRTUAL_ACCOUNT_LIMITS.BUSINESS_NUMBER_LENGTH}}$`).test(digits);
  }
  const { PHONE_MIN, PHONE_MAX } = VIRTUAL_ACCOUNT_LIMITS;
  return new RegExp(`^01\\d{${PHONE_MIN - 2},${PHONE_MAX - 2}}$`).test(digits);
}

/**
 * What is kept and shown of a receipt number (docs/product/privacy.md): the first three and the
 * last two digits, so the payer recognises it and nobody else can use it.
 */
export function maskCashReceiptNumber(digits: string): string {
  if (digits.length <= 5) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}

/**
 * "소득공제 010******89 신청" / "Income deduction, 010******89, requested": what a receipt says of
 * the cash receipt asked for with the payment (Toss issues it; docs/product/payments.md).
 */
export function cashReceiptRequestedText(receipt: {
  type: TCashReceiptType;
  maskedNumber: string;
}): TBilingualText {
  const label = CASH_RECEIPT_TYPE_LABELS[receipt.type];
  return {
    ko: `${label.ko} ${receipt.maskedNumber} 신청`,
    en: `${label.en}, ${receipt.maskedNumber}, requested`,
  };
}
