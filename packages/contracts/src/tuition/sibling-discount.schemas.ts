import { z } from 'zod';
import { keyIssue } from '../common/text-fields';
import { SIBLING_DISCOUNT_LIMITS } from './tuition.limits';

/** No discount, a fixed amount in won, or a percentage of the due's price. */
export const SIBLING_DISCOUNT_KINDS = ['none', 'amount', 'percent'] as const;
export type TSiblingDiscountKind = (typeof SIBLING_DISCOUNT_KINDS)[number];

/**
 * The admin's sibling discount (docs/product/tuition.md): `value` is won for `amount`
 * (1 to SIBLING_DISCOUNT_LIMITS.AMOUNT_MAX), a percentage for `percent` (1 to 100), 0 for `none`.
 */
export const ZSiblingDiscount = z
  .object({
    kind: z.enum(SIBLING_DISCOUNT_KINDS, { error: 'invalidValue' }),
    value: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }),
  })
  .superRefine((setting, ctx) => {
    const { kind, value } = setting;
    const { AMOUNT_MIN, AMOUNT_MAX, PERCENT_MIN, PERCENT_MAX } = SIBLING_DISCOUNT_LIMITS;
    if (kind === 'none' && value !== 0) {
      ctx.addIssue(keyIssue('siblingDiscountNoneHasValue', ['value']));
    }
    if (kind === 'amount' && (value < AMOUNT_MIN || value > AMOUNT_MAX)) {
      ctx.addIssue(keyIssue('siblingDiscountAmountInvalid', ['value']));
    }
    if (kind === 'percent' && (value < PERCENT_MIN || value > PERCENT_MAX)) {
      ctx.addIssue(keyIssue('siblingDiscountPercentInvalid', ['value']));
    }
  });
export type TSiblingDiscount = z.infer<typeof ZSiblingDiscount>;
