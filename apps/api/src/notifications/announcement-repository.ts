import type { Prisma } from '../generated/prisma/client.js';
import type { TAnnouncementRequest } from '@academy/contracts';

/** The queries of sending an announcement, inside the caller's transaction. */
export const announcementRepository = {
  /** Every active member, with their guardian's id for a child of a family. */
  findActiveMembers(tx: Prisma.TransactionClient) {
    return tx.member.findMany({
      where: { status: 'active' },
      select: { id: true, guardianId: true },
      orderBy: { id: 'asc' },
    });
  },

  create(
    tx: Prisma.TransactionClient,
    data: TAnnouncementRequest & { authorId: number; sentCount: number },
  ) {
    return tx.announcement.create({ data });
  },
};
