import { Router } from 'express';
import {
  FEEDBACK_MESSAGES,
  ZIdParams,
  ZMemberNotificationsQuery,
  type TMemberNotificationList,
  type TNotificationReadResult,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { sendOk } from '../http/respond.js';
import type { MemberNotificationRepository } from './member-notification-repository.js';

/** /api/notifications/*: the signed-in member's own notifications. */
export function notificationsRoutes(deps: {
  guards: AuthGuards;
  notifications: MemberNotificationRepository;
  now?: () => Date;
}): Router {
  const router = Router();
  const { guards, notifications, now = () => new Date() } = deps;
  const memberIdOf = (req: Express.Request) => req.auth?.account.id ?? 0;

  router.get('/me', guards.requireMember, async (req, res) => {
    const { limit } = ZMemberNotificationsQuery.parse(req.query);
    const memberId = memberIdOf(req);
    const [rows, unreadCount] = await Promise.all([
      notifications.findLatest(memberId, limit),
      notifications.countUnread(memberId),
    ]);
    sendOk<TMemberNotificationList>(res, {
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
    });
  });

  router.put('/:id/read', guards.requireMember, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    if (!(await notifications.markRead(id, memberIdOf(req), now()))) {
      throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    }
    sendOk<TNotificationReadResult>(res, { id, isRead: true });
  });

  return router;
}
