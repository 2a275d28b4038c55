import type { PrismaClient } from '../generated/prisma/client.js';
import { newestFirst } from '../db/newest-first.js';

/** The filter a recipient's query adds to its owner's column (memberId or staffId). */
interface NotificationFilter {
  id?: number;
  isRead?: boolean;
}

/** The part of a Prisma notification table (member's or staff's) that the repository uses. */
interface NotificationTable<Owner, Row> {
  findMany(args: {
    where: Owner;
    orderBy: { createdAt?: 'desc'; id?: 'desc' }[];
    take: number;
  }): Promise<Row[]>;
  count(args: { where: Owner & NotificationFilter }): Promise<number>;
  updateMany(args: {
    where: Owner & NotificationFilter;
    data: { isRead: boolean; readAt: Date };
  }): Promise<{ count: number }>;
}

/** Data access for one recipient's own notifications; members and staff share it over their own tables. */
function createOwnNotificationRepository<Owner, Row>(
  table: NotificationTable<Owner, Row>,
  ownedBy: (ownerId: number) => Owner,
) {
  return {
    findLatest(ownerId: number, take: number) {
      return table.findMany({
        where: ownedBy(ownerId),
        orderBy: newestFirst(),
        take,
      });
    },
    countUnread(ownerId: number) {
      return table.count({ where: { ...ownedBy(ownerId), isRead: false } });
    },
    /** Marks it read once (keeping the first readAt); false when the owner has no such row. */
    async markRead(id: number, ownerId: number, readAt: Date): Promise<boolean> {
      await table.updateMany({
        where: { ...ownedBy(ownerId), id, isRead: false },
        data: { isRead: true, readAt },
      });
      return (await table.count({ where: { ...ownedBy(ownerId), id } })) === 1;
    },
    /**
     * Marks every unread one of the owner's read in one update; how many it marked. Two calls at
     * once each mark only rows still unread, so no row is counted twice.
     */
    async markAllRead(ownerId: number, readAt: Date): Promise<number> {
      const { count } = await table.updateMany({
        where: { ...ownedBy(ownerId), isRead: false },
        data: { isRead: true, readAt },
      });
      return count;
    },
  };
}

/** A member's own notifications. */
export const createMemberNotificationRepository = (prisma: PrismaClient) =>
  createOwnNotificationRepository(prisma.memberNotification, (memberId) => ({ memberId }));

/** A staff account's own notifications. */
export const createStaffNotificationRepository = (prisma: PrismaClient) =>
  createOwnNotificationRepository(prisma.staffNotification, (staffId) => ({ staffId }));

export type MemberNotificationRepository = ReturnType<typeof createMemberNotificationRepository>;
export type StaffNotificationRepository = ReturnType<typeof createStaffNotificationRepository>;
