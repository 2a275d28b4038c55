import type { TAnnouncementRequest } from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import type { PrismaClient } from '../generated/prisma/client.js';

/** One announcement plus one notification per active member, all or nothing (docs/product/validation.md). */
export function createSendAnnouncement(prisma: PrismaClient) {
  return async function sendAnnouncement(
    staffId: number,
    input: TAnnouncementRequest,
  ): Promise<number> {
    return prisma.$transaction(async (tx) => {
      const members = await tx.member.findMany({
        where: { status: 'active' },
        select: { id: true },
      });
      const announcement = await tx.announcement.create({
        data: { authorId: staffId, ...input, sentCount: members.length },
      });
      if (members.length > 0) {
        await tx.memberNotification.createMany({
          data: members.map(({ id }) => ({
            memberId: id,
            category: 'announcement' as const,
            announcementId: announcement.id,
            ...input,
          })),
        });
      }
      await writeAuditLog(tx, {
        staffId,
        action: 'announcement.send',
        entityType: 'announcement',
        entityId: announcement.id,
        details: { sentCount: members.length, title: input.title },
      });
      return members.length;
    });
  };
}

export type SendAnnouncement = ReturnType<typeof createSendAnnouncement>;
