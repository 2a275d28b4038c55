import type { TAnnouncementRequest } from '@academy/contracts';
import type { TMessage } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { announcementRepository as announcements } from './announcement-repository.js';

/** The 알림톡 gives the title only, in the person's language; the whole text is read in the app. */
const announcementTextForm = (input: TAnnouncementRequest) =>
  textForm('announcement', (language) => ({
    title: language === 'en' ? input.titleEn : input.title,
  }));

/**
 * One announcement plus one notification per active member, all or nothing
 * (docs/product/validation.md), and with the text channel on a 알림톡 of its title
 * (docs/product/text-messages.md) to each person with a phone who hears about a member.
 */
export function createSendAnnouncement(units: UnitOfWork) {
  return async function sendAnnouncement(
    staffId: number,
    input: TAnnouncementRequest,
  ): Promise<number> {
    return units.run(
      async ({ tx, notify, audit }) => {
        const members = await announcements.findActiveMembers(tx);
        const announcement = await announcements.create(tx, {
          authorId: staffId,
          ...input,
          sentCount: members.length,
        });
        const active = new Set(members.map((member) => member.id));
        const text = announcementTextForm(input);
        for (const { id, guardianId } of members) {
          // The announcement is the same for everyone: a guardian who is an active member reads
          // it in their own copy, not once more for each child.
          const heardByGuardian = guardianId !== null && active.has(guardianId);
          const message: TMessage = {
            key: `announcement:${announcement.id}:${id}`,
            app: { category: 'announcement', texts: input, announcementId: announcement.id },
            ...(heardByGuardian ? {} : { text }),
          };
          notify({ memberId: id }, message);
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
