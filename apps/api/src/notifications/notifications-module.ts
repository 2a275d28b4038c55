import { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { notificationsRoutes } from './notifications-routes.js';
import {
  createMemberNotificationRepository,
  createStaffNotificationRepository,
} from './own-notification-repository.js';
import { createSendAnnouncement } from './send-announcement.js';
import { staffNotificationsRoutes } from './staff-notifications-routes.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** Wires the member's and the staff's notification lists, read marks and announcements. */
export function createNotificationsModule(deps: {
  database: Database;
  guards: AuthGuards;
  units: UnitOfWork;
}): {
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
    }),
  );
  return { router };
}
