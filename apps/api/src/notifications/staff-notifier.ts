import {
  applicationNotificationTexts,
  type TApplicationNotificationCategory,
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
