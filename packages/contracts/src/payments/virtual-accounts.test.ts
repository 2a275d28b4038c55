import { describe, expect, it } from 'vitest';
import { depositDeadlineText } from './virtual-account-notifications';
import { bankNameOf } from './virtual-accounts.enums';
import {
  cashReceiptRequestedText,
  isCashReceiptNumber,
  maskCashReceiptNumber,
} from './virtual-accounts.rules';
import { ZCashReceiptRequest, ZVirtualAccountRequest } from './virtual-accounts.schemas';

describe('cash receipt numbers', () => {
  it.each([
    ['personal', '0101234567', true],
    ['personal', '01012345678', true],
    ['personal', '010123456', false],
    ['personal', '010123456789', false],
    ['personal', '0212345678', false],
    ['business', '1234567890', true],
    ['business', '123456789', false],
    ['business', '12345678901', false],
  ] as const)('when a %s number is %s, then it is accepted: %s', (type, digits, ok) => {
    expect(isCashReceiptNumber(type, digits)).toBe(ok);
  });

  it('when a number is typed with hyphens and spaces, then they are dropped before the check', () => {
    expect(
      ZCashReceiptRequest.parse({ type: 'business', registrationNumber: '123-45 67890' }),
    ).toEqual({ type: 'business', registrationNumber: '1234567890' });
    const long = ZCashReceiptRequest.safeParse({
      type: 'personal',
      registrationNumber: '0'.repeat(21),
    });
    expect(long.success).toBe(false);
  });

  it('when a number is kept, then only its first three and last two digits show', () => {
    expect(maskCashReceiptNumber('01023456789')).toBe('010******89');
    expect(maskCashReceiptNumber('1234567890')).toBe('123*****90');
    expect(maskCashReceiptNumber('1234')).toBe('****');
    expect(cashReceiptRequestedText({ type: 'personal', maskedNumber: '010******89' })).toEqual({
      ko: '소득공제 010******89 신청',
      en: 'Income deduction, 010******89, requested',
    });
  });
});

describe('virtual account requests', () => {
  it('when the bank is not one offered, then the request is refused; an offered one has both names', () => {
    expect(ZVirtualAccountRequest.safeParse({ bank: '99' }).success).toBe(false);
    expect(ZVirtualAccountRequest.safeParse({ bank: '88', cashReceipt: null }).success).toBe(true);
    expect([bankNameOf('88', 'ko'), bankNameOf('88', 'en')]).toEqual(['신한은행', 'Shinhan Bank']);
  });

  it('when a deadline is written, then it is the Seoul day and clock time in each language', () => {
    const deadline = new Date('2031-03-14T15:30:00Z');
    expect(depositDeadlineText(deadline, 'ko')).toBe('2031년 3월 15일 (토) 00:30');
    expect(depositDeadlineText(deadline, 'en')).toBe('Sat, Mar 15, 2031, 00:30');
  });
});
