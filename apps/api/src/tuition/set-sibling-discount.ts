import type { TSiblingDiscount } from '@academy/contracts';
import { saveSetting } from './save-setting.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { SiblingDiscountRepository } from './sibling-discount-repository.js';

/**
 * The admin sets the sibling discount, with its audit row, in one transaction. It applies to
 * dues issued afterwards; an issued due keeps the discount it was issued with.
 */
export function createSetSiblingDiscount(deps: {
  units: UnitOfWork;
  siblingDiscounts: SiblingDiscountRepository;
}) {
  const { units, siblingDiscounts } = deps;
  return function setSiblingDiscount(
    staffId: number,
    setting: TSiblingDiscount,
  ): Promise<TSiblingDiscount> {
    const audited = { action: 'tuition.sibling_discount', entityType: 'sibling_discount' };
    return saveSetting(units, staffId, audited, async (tx) => {
      const before = await siblingDiscounts.lock(tx);
      return { before, after: await siblingDiscounts.save(tx, setting) };
    });
  };
}

export type SetSiblingDiscount = ReturnType<typeof createSetSiblingDiscount>;
