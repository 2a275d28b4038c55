import { useLanguage } from '../use-language';
import { enSiblingDiscount } from './sibling-discount.en';
import { koSiblingDiscount } from './sibling-discount.ko';

/**
 * The words of the sibling discount setting, in the active language. Not part of the
 * dictionaries every page downloads first: they load with the staff tuition page only (the
 * guest pages' first download has a budget, docs/performance.md).
 */
export function useSiblingDiscountCopy(): typeof koSiblingDiscount {
  return useLanguage().language === 'ENG' ? enSiblingDiscount : koSiblingDiscount;
}
