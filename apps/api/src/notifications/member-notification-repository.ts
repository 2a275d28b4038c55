import type { PrismaClient } from '../generated/prisma/client.js';

/** Data access for a member's own notifications. */
export function createMemberNotificationRepository(prisma: PrismaClient) {
  return {
    findLatest(memberId: number, take: number) {
      return prisma.memberNotification.findMany({
        where: { memberId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      });
    },
    countUnread(memberId: number) {
      return prisma.memberNotification.count({ where: { memberId, isRead: false } });
    },
    /** Marks it read once (keeping the first readAt); false when the member has no such row. */
    async markRead(id: number, memberId: number, readAt: Date): Promise<boolean> {
      await prisma.memberNotification.updateMany({
        where: { id, memberId, isRead: false },
        data: { isRead: true, readAt },
      });
      return (await prisma.memberNotification.count({ where: { id, memberId } })) === 1;
    },
  };
}

export type MemberNotificationRepository = ReturnType<typeof createMemberNotificationRepository>;
