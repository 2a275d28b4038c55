import type { TAnnouncementRequest } from '@academy/contracts';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** One announcement plus one notification per active member, all or nothing (docs/product/validation.md). */
export function createSendAnnouncement(units: UnitOfWork) {
  return async function sendAnnouncement(
    staffId: number,
    input: TAnnouncementRequest,
  ): Promise<number> {
    return units.run(
      async ({ tx, notify, audit }) => {
        const members = await tx.member.findMany({
          where: { status: 'active' },
          select: { id: true },
        });
        const announcement = await tx.announcement.create({
          data: { authorId: staffId, ...input, sentCount: members.length },
        });
        for (const { id } of members) {
          notify(
            { memberId: id },
            {
              key: `announcement:${announcement.id}:${id}`,
              app: { category: 'announcement', texts: input, announcementId: announcement.id },
            },
          );
        }
        audit({
          action: 'announcement.send',
          entityType: 'announcement',
          entityId: announcement.id,
          details: { sentCount: members.length, title: input.title },
        });
        return members.length;
      },
      { staffId },
    );
  };
}

export type SendAnnouncement = ReturnType<typeof createSendAnnouncement>;
