import type { TSiblingDiscount } from './sibling-discount.schemas';

/**
 * The discount a second or later child's due gets off its `price` (docs/product/tuition.md,
 * "Sibling discount"): a fixed amount, never more than the price (the due is then 0), or
 * price × percent / 100 rounded to whole won, half up (integer arithmetic, as the first due's
 * share). So 0 ≤ discount ≤ price always holds.
 */
export function siblingDiscountOf(setting: TSiblingDiscount, price: number): number {
  if (price <= 0) return 0;
  if (setting.kind === 'amount') return Math.min(setting.value, price);
  if (setting.kind === 'percent') return Math.floor((2 * price * setting.value + 100) / 200);
  return 0;
}
