import { describe, expect, it } from 'vitest';
import { siblingDiscountText } from './tuition-messages';
import { siblingDiscountOf } from './sibling-discount.rules';
import { ZSiblingDiscount } from './sibling-discount.schemas';

const firstKey = (value: unknown) => ZSiblingDiscount.safeParse(value).error?.issues[0]?.message;

describe('the sibling discount of a due', () => {
  it('when no discount is set, then the due keeps its whole price', () => {
    expect(siblingDiscountOf({ kind: 'none', value: 0 }, 170_000)).toBe(0);
  });

  it('when a fixed amount is set, then that many won come off', () => {
    expect(siblingDiscountOf({ kind: 'amount', value: 10_000 }, 170_000)).toBe(10_000);
  });

  it('when the fixed amount is above the price, then the discount is the price and nothing is owed', () => {
    expect(siblingDiscountOf({ kind: 'amount', value: 50_000 }, 42_500)).toBe(42_500);
  });

  it('when a percentage is set, then its share of the price comes off', () => {
    expect(siblingDiscountOf({ kind: 'percent', value: 10 }, 170_000)).toBe(17_000);
    expect(siblingDiscountOf({ kind: 'percent', value: 100 }, 170_000)).toBe(170_000);
  });

  it('when the percentage leaves a fraction of a won, then it is rounded half up', () => {
    // 10,005 × 5% = 500.25 → 500; 10,010 × 5% = 500.5 → 501; 170,001 × 15% = 25,500.15 → 25,500.
    expect(siblingDiscountOf({ kind: 'percent', value: 5 }, 10_005)).toBe(500);
    expect(siblingDiscountOf({ kind: 'percent', value: 5 }, 10_010)).toBe(501);
    expect(siblingDiscountOf({ kind: 'percent', value: 15 }, 170_001)).toBe(25_500);
  });

  it('when the price is 0, then there is nothing to discount', () => {
    expect(siblingDiscountOf({ kind: 'amount', value: 10_000 }, 0)).toBe(0);
    expect(siblingDiscountOf({ kind: 'percent', value: 50 }, 0)).toBe(0);
  });

  it('when shown, then both languages write the discount with a minus and grouped digits', () => {
    expect(siblingDiscountText(10_000)).toEqual({
      ko: '형제 할인 -10,000원',
      en: 'Sibling discount -KRW 10,000',
    });
  });
});

describe('the sibling discount setting', () => {
  it('when each kind has a value in its bounds, then it is accepted', () => {
    expect(ZSiblingDiscount.safeParse({ kind: 'none', value: 0 }).success).toBe(true);
    expect(ZSiblingDiscount.safeParse({ kind: 'amount', value: 10_000_000 }).success).toBe(true);
    expect(ZSiblingDiscount.safeParse({ kind: 'percent', value: 1 }).success).toBe(true);
  });

  it('when a value is out of its bounds or not whole, then the right message is given', () => {
    expect(firstKey({ kind: 'amount', value: 0 })).toBe('siblingDiscountAmountInvalid');
    expect(firstKey({ kind: 'amount', value: 10_000_001 })).toBe('siblingDiscountAmountInvalid');
    expect(firstKey({ kind: 'percent', value: 101 })).toBe('siblingDiscountPercentInvalid');
    expect(firstKey({ kind: 'percent', value: 0 })).toBe('siblingDiscountPercentInvalid');
    expect(firstKey({ kind: 'none', value: 5 })).toBe('siblingDiscountNoneHasValue');
    expect(firstKey({ kind: 'amount', value: 1.5 })).toBe('invalidValue');
    expect(firstKey({ kind: 'half', value: 1 })).toBe('invalidValue');
  });
});
