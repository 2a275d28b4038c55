import { FEEDBACK_MESSAGES, notificationsOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { createOperationRouter } from '../http/operation-router.js';
import type { MemberNotificationRepository } from './member-notification-repository.js';

/** /api/notifications/*: the signed-in member's own notifications. */
export function notificationsRoutes(deps: {
  guards: AuthGuards;
  notifications: MemberNotificationRepository;
  now?: () => Date;
}) {
  const { guards, notifications, now = () => new Date() } = deps;
  const { router, handle } = createOperationRouter(guards);

  handle(notificationsOperations.listOwnNotifications, async ({ caller, query }) => {
    const [rows, unreadCount] = await Promise.all([
      notifications.findLatest(caller.id, query.limit),
      notifications.countUnread(caller.id),
    ]);
    return {
      data: {
        notifications: rows.map((row) => ({
          id: row.id,
          category: row.category,
          title: row.title,
          titleEn: row.titleEn,
          message: row.message,
          messageEn: row.messageEn,
          isRead: row.isRead,
          createdAt: row.createdAt.toISOString(),
        })),
        unreadCount,
      },
    };
  });

  handle(notificationsOperations.markNotificationRead, async ({ caller, params }) => {
    if (!(await notifications.markRead(params.id, caller.id, now()))) {
      throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    }
    return { data: { id: params.id, isRead: true as const } };
  });

  return router;
}
