import {
  applicationNotificationTexts,
  type TApplicationNotificationCategory,
  type TStaffNotificationCategory,
  type TStoredNotificationTexts,
} from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * Stores a guest's application with `create` and tells every staff account about it, naming the
 * applicant as stored, in the same transaction, so an application is never stored without its
 * notifications (or the other way round).
 */
export async function storeApplicationTellingStaff(
  prisma: PrismaClient,
  category: TApplicationNotificationCategory,
  create: (tx: Prisma.TransactionClient) => Promise<{ id: number; name: string }>,
): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const { id, name } = await create(tx);
    await notifyAllStaff(tx, {
      category,
      texts: applicationNotificationTexts(category, name),
      relatedId: id,
    });
    return id;
  });
}

/** Tells every staff account about a member's action, inside the caller's transaction. */
export async function notifyAllStaff(
  tx: Prisma.TransactionClient,
  input: {
    category: TStaffNotificationCategory;
    texts: TStoredNotificationTexts;
    relatedId: number;
  },
): Promise<void> {
  const staff = await tx.staff.findMany({ select: { id: true } });
  if (staff.length === 0) return;
  await tx.staffNotification.createMany({
    data: staff.map(({ id }) => ({
      staffId: id,
      category: input.category,
      relatedId: input.relatedId,
      ...input.texts,
    })),
  });
}
