import { Router } from 'express';
import { notificationsRoutes } from './notifications-routes.js';
import {
  createMemberNotificationRepository,
  createStaffNotificationRepository,
} from './own-notification-repository.js';
import { createSendAnnouncement } from './send-announcement.js';
import { createCountAnnouncementAudience } from './count-announcement-audience.js';
import { createListAnnouncements } from './list-announcements.js';
import { staffNotificationsRoutes } from './staff-notifications-routes.js';
import type { ModuleDeps } from '../routing/routes-module.js';

/** Wires the member's and the staff's notification lists, read marks, announcements and their history. */
export function createNotificationsModule(deps: ModuleDeps): {
  router: Router;
} {
  const { prisma } = deps.database;
  const router = Router();
  router.use(
    notificationsRoutes({
      guards: deps.guards,
      notifications: createMemberNotificationRepository(prisma),
    }),
  );
  router.use(
    staffNotificationsRoutes({
      guards: deps.guards,
      notifications: createStaffNotificationRepository(prisma),
      sendAnnouncement: createSendAnnouncement(deps.units),
      countAnnouncementAudience: createCountAnnouncementAudience(prisma),
      listAnnouncements: createListAnnouncements(prisma),
    }),
  );
  return { router };
}
