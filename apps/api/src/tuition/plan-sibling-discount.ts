import { siblingDiscountOf } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { siblingDiscountRepository } from './sibling-discount-repository.js';
import type { TuitionRepository } from './tuition-repository.js';

/**
 * The sibling discount a new child of `guardianId` would get off `price` now, for the approval's
 * preview (docs/product/tuition.md, "Sibling discount"): a new member has the highest id, so they
 * are a later child whenever the guardian already has an active child taking lessons.
 */
export function createPlanSiblingDiscount(deps: { tuition: TuitionRepository }) {
  return async function planSiblingDiscount(
    client: Prisma.TransactionClient,
    guardianId: number | null,
    price: number,
  ): Promise<number> {
    if (guardianId === null) return 0;
    const setting = await siblingDiscountRepository.read(client);
    if (setting.kind === 'none') return 0;
    const children = await deps.tuition.countLessonChildren(client, guardianId);
    return children > 0 ? siblingDiscountOf(setting, price) : 0;
  };
}

export type PlanSiblingDiscount = ReturnType<typeof createPlanSiblingDiscount>;
