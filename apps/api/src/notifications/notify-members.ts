import type { TMemberNotificationCategory, TStoredNotificationTexts } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';

/** One in-app notice to one member, in both languages. */
export type MemberNotice = TStoredNotificationTexts & { memberId: number };

/** Writes in-app notices of one category inside the caller's transaction. */
export async function notifyMembers(
  tx: Prisma.TransactionClient,
  category: TMemberNotificationCategory,
  notices: readonly MemberNotice[],
): Promise<void> {
  if (notices.length === 0) return;
  await tx.memberNotification.createMany({
    data: notices.map((notice) => ({ ...notice, category })),
  });
}
