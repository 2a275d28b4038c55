import { z } from 'zod';

/**
 * The banks a virtual account may be issued at, with Toss's two-digit codes
 * (docs.tosspayments.com/codes/org-codes, the banks Toss issues virtual accounts at). The order
 * is the dialog's: the largest first.
 */
export const VIRTUAL_ACCOUNT_BANKS = {
  '06': { ko: 'KB국민은행', en: 'KB Kookmin Bank' },
  '88': { ko: '신한은행', en: 'Shinhan Bank' },
  '20': { ko: '우리은행', en: 'Woori Bank' },
  '81': { ko: '하나은행', en: 'Hana Bank' },
  '11': { ko: 'NH농협은행', en: 'NH NongHyup Bank' },
  '03': { ko: 'IBK기업은행', en: 'IBK Industrial Bank' },
  '71': { ko: '우체국', en: 'Korea Post' },
  '32': { ko: '부산은행', en: 'Busan Bank' },
  '31': { ko: 'iM뱅크(대구)', en: 'iM Bank (Daegu)' },
  '39': { ko: '경남은행', en: 'Kyongnam Bank' },
  '34': { ko: '광주은행', en: 'Gwangju Bank' },
  '37': { ko: '전북은행', en: 'Jeonbuk Bank' },
  '07': { ko: 'Sh수협은행', en: 'Suhyup Bank' },
  '45': { ko: '새마을금고', en: 'MG Saemaul Geumgo' },
} as const;

export const VIRTUAL_ACCOUNT_BANK_CODES = Object.keys(VIRTUAL_ACCOUNT_BANKS) as [
  keyof typeof VIRTUAL_ACCOUNT_BANKS,
  ...(keyof typeof VIRTUAL_ACCOUNT_BANKS)[],
];
export const ZVirtualAccountBank = z.enum(VIRTUAL_ACCOUNT_BANK_CODES, { error: 'invalidValue' });
export type TVirtualAccountBank = z.infer<typeof ZVirtualAccountBank>;

/**
 * 현금영수증: `personal` is Toss's 소득공제 (income deduction, on a phone number), `business`
 * its 지출증빙 (proof of expense, on a business registration number).
 */
export const CASH_RECEIPT_TYPES = ['personal', 'business'] as const;
export const ZCashReceiptType = z.enum(CASH_RECEIPT_TYPES, { error: 'invalidValue' });
export type TCashReceiptType = z.infer<typeof ZCashReceiptType>;

export const CASH_RECEIPT_TYPE_LABELS = {
  personal: { ko: '소득공제', en: 'Income deduction' },
  business: { ko: '지출증빙', en: 'Proof of expense' },
} as const satisfies Record<TCashReceiptType, { ko: string; en: string }>;

/** The bank's name in a language; the code itself for one no longer offered. */
export const bankNameOf = (code: string, language: 'ko' | 'en'): string =>
  Object.hasOwn(VIRTUAL_ACCOUNT_BANKS, code)
    ? VIRTUAL_ACCOUNT_BANKS[code as TVirtualAccountBank][language]
    : code;
