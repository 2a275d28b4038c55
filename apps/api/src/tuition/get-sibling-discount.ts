import type { TSiblingDiscount } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { SiblingDiscountRepository } from './sibling-discount-repository.js';

/** The sibling discount as the admin set it (none until they do). */
export function createGetSiblingDiscount(deps: {
  prisma: PrismaClient;
  siblingDiscounts: SiblingDiscountRepository;
}) {
  const { prisma, siblingDiscounts } = deps;
  return function getSiblingDiscount(): Promise<TSiblingDiscount> {
    return siblingDiscounts.read(prisma);
  };
}

export type GetSiblingDiscount = ReturnType<typeof createGetSiblingDiscount>;
