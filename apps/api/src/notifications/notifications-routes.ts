import { notificationsOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import { latestNotificationsOf, markOwnNotificationRead } from './own-notification-answers.js';
import type { MemberNotificationRepository } from './own-notification-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** /api/notifications/*: the signed-in member's own notifications. */
export function notificationsRoutes(deps: {
  guards: AuthGuards;
  notifications: MemberNotificationRepository;
  now?: Clock;
}) {
  const { guards, notifications, now = systemClock } = deps;
  const { router, handle } = createOperationRouter(guards);

  handle(notificationsOperations.listOwnNotifications, async ({ caller, query }) => ({
    data: await latestNotificationsOf(notifications, caller.id, query.limit, (row) => ({
      id: row.id,
      category: row.category,
      title: row.title,
      titleEn: row.titleEn,
      message: row.message,
      messageEn: row.messageEn,
      isRead: row.isRead,
      createdAt: row.createdAt.toISOString(),
    })),
  }));

  handle(notificationsOperations.markNotificationRead, async ({ caller, params }) => ({
    data: await markOwnNotificationRead(notifications, params.id, caller.id, now()),
  }));

  return router;
}
