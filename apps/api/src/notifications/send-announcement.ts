import {
  ANNOUNCEMENT_MESSAGES,
  type TAnnouncementRequest,
  type TAnnouncementTexts,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { type Clock, systemClock } from '../lib/clock.js';
import type { TMessage } from '../unit-of-work/message.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { EVERY_MEMBER, membersOfAudience, textCarriers } from './announcement-audience.js';
import { announcementRepository as announcements } from './announcement-repository.js';

/** The 알림톡 gives the title only, in the person's language; the whole text is read in the app. */
const announcementTextForm = (texts: TAnnouncementTexts) =>
  textForm('announcement', (language) => ({
    title: language === 'en' ? texts.titleEn : texts.title,
  }));

/**
 * One announcement plus one notification per member of its group (every active member when
 * none is named), all or nothing (docs/product/validation.md), and with the text channel on a
 * 알림톡 of its title (docs/product/text-messages.md) once to each family. A group with nobody
 * in it is refused and stores nothing (docs/decisions/0051).
 */
export function createSendAnnouncement(units: UnitOfWork, now: Clock = systemClock) {
  return async function sendAnnouncement(
    staffId: number,
    input: TAnnouncementRequest,
  ): Promise<number> {
    const { audience = EVERY_MEMBER, ...texts } = input;
    return units.run(
      async ({ tx, notify, audit }) => {
        const members = await membersOfAudience(tx, audience, now());
        if (members.length === 0)
          throw new AppError('AUDIENCE_EMPTY', ANNOUNCEMENT_MESSAGES.audienceEmpty);
        const announcement = await announcements.create(tx, {
          authorId: staffId,
          ...texts,
          audience,
          sentCount: members.length,
        });
        const carriers = textCarriers(members);
        const text = announcementTextForm(texts);
        for (const { id } of members) {
          const message: TMessage = {
            key: `announcement:${announcement.id}:${id}`,
            app: { category: 'announcement', texts, announcementId: announcement.id },
            ...(carriers.has(id) ? { text } : {}),
          };
          notify({ memberId: id }, message);
        }
        audit({
          action: 'announcement.send',
          entityType: 'announcement',
          entityId: announcement.id,
          details: { sentCount: members.length, title: texts.title, audience },
        });
        return members.length;
      },
      { staffId },
    );
  };
}

export type SendAnnouncement = ReturnType<typeof createSendAnnouncement>;
