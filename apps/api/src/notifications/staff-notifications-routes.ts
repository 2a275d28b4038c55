import {
  announcementsOperations,
  audienceOfQuery,
  notificationsOperations,
  STAFF_NOTIFICATION_TEXTS,
  staffMessage,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import { latestNotificationsOf, markOwnNotificationRead } from './own-notification-answers.js';
import type { SendAnnouncement } from './send-announcement.js';
import type { CountAnnouncementAudience } from './count-announcement-audience.js';
import type { ListAnnouncements } from './list-announcements.js';
import type { StaffNotificationRepository } from './own-notification-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/**
 * /api/notifications/*-teacher, send-to-all and /api/announcements: staff notifications,
 * announcements and their history.
 */
export function staffNotificationsRoutes(deps: {
  guards: AuthGuards;
  notifications: StaffNotificationRepository;
  sendAnnouncement: SendAnnouncement;
  countAnnouncementAudience: CountAnnouncementAudience;
  listAnnouncements: ListAnnouncements;
  now?: Clock;
}) {
  const { guards, notifications, now = systemClock } = deps;
  const { router, handle } = createOperationRouter(guards);

  handle(notificationsOperations.listStaffNotifications, async ({ caller, query }) => ({
    data: await latestNotificationsOf(notifications, caller.id, query.limit, (row) => {
      // Known staff categories always show their fixed texts (docs/product/entities.md).
      const fixed = STAFF_NOTIFICATION_TEXTS[row.category];
      return {
        id: row.id,
        category: row.category,
        title: fixed.title.ko,
        titleEn: fixed.title.en,
        message: fixed.message.ko,
        messageEn: fixed.message.en,
        detail: row.detail,
        detailEn: row.detailEn,
        isRead: row.isRead,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  }));

  handle(notificationsOperations.markStaffNotificationRead, async ({ caller, params }) => ({
    data: await markOwnNotificationRead(notifications, params.id, caller.id, now()),
  }));

  handle(notificationsOperations.markAllStaffNotificationsRead, async ({ caller }) => ({
    data: { count: await notifications.markAllRead(caller.id, now()) },
  }));

  handle(announcementsOperations.sendAnnouncement, async ({ caller, body, language }) => {
    const sentCount = await deps.sendAnnouncement(caller.id, body);
    return {
      data: { sentCount },
      message: staffMessage('announcementSent', language, { count: sentCount }),
    };
  });

  handle(announcementsOperations.countAnnouncementAudience, async ({ query }) => ({
    data: { count: await deps.countAnnouncementAudience(audienceOfQuery(query)) },
  }));

  handle(announcementsOperations.listAnnouncements, async ({ query }) => ({
    data: await deps.listAnnouncements(query),
  }));

  return router;
}
