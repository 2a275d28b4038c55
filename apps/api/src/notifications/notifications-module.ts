import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createMemberNotificationRepository } from './member-notification-repository.js';
import { notificationsRoutes } from './notifications-routes.js';

/** Wires the member's notification list and read marks. */
export function createNotificationsModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  return {
    router: notificationsRoutes({
      guards: deps.guards,
      notifications: createMemberNotificationRepository(deps.database.prisma),
    }),
  };
}
