import {
  applicationNotificationTexts,
  type TApplicationNotificationCategory,
  type TStaffNotificationCategory,
  type TStoredNotificationTexts,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * Tells every staff account about a new application. Runs inside the caller's transaction,
 * so an application is never stored without its notifications (or the other way round).
 */
export async function notifyAllStaffOfApplication(
  tx: Prisma.TransactionClient,
  input: { category: TApplicationNotificationCategory; applicantName: string; relatedId: number },
): Promise<void> {
  const staff = await tx.staff.findMany({ select: { id: true } });
  if (staff.length === 0) return;
  const texts = applicationNotificationTexts(input.category, input.applicantName);
  await tx.staffNotification.createMany({
    data: staff.map(({ id }) => ({
      staffId: id,
      category: input.category,
      relatedId: input.relatedId,
      ...texts,
    })),
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
