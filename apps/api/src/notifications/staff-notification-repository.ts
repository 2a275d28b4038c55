import type { PrismaClient } from '../generated/prisma/client.js';

/** Data access for a staff account's own notifications. */
export function createStaffNotificationRepository(prisma: PrismaClient) {
  return {
    findLatest(staffId: number, take: number) {
      return prisma.staffNotification.findMany({
        where: { staffId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      });
    },
    countUnread(staffId: number) {
      return prisma.staffNotification.count({ where: { staffId, isRead: false } });
    },
    /** Marks it read once (keeping the first readAt); false when the account has no such row. */
    async markRead(id: number, staffId: number, readAt: Date): Promise<boolean> {
      await prisma.staffNotification.updateMany({
        where: { id, staffId, isRead: false },
        data: { isRead: true, readAt },
      });
      return (await prisma.staffNotification.count({ where: { id, staffId } })) === 1;
    },
  };
}

export type StaffNotificationRepository = ReturnType<typeof createStaffNotificationRepository>;
