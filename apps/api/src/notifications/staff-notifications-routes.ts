import { Router } from 'express';
import {
  staffMessage,
  FEEDBACK_MESSAGES,
  STAFF_NOTIFICATION_TEXTS,
  ZAnnouncementRequest,
  ZIdParams,
  ZNotificationsQuery,
  type TAnnouncementResponse,
  type TMemberNotificationList,
  type TNotificationReadResult,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { AppError } from '../http/app-error.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { SendAnnouncement } from './send-announcement.js';
import type { StaffNotificationRepository } from './staff-notification-repository.js';

/** /api/notifications/*-teacher and send-to-all: staff notifications and broadcasts. */
export function staffNotificationsRoutes(deps: {
  guards: AuthGuards;
  notifications: StaffNotificationRepository;
  sendAnnouncement: SendAnnouncement;
  now?: () => Date;
}): Router {
  const router = Router();
  const { guards, notifications, now = () => new Date() } = deps;
  const staffIdOf = (req: Express.Request) => req.auth?.account.id ?? 0;

  router.get('/me-teacher', guards.requireStaff, async (req, res) => {
    const { limit } = ZNotificationsQuery.parse(req.query);
    const staffId = staffIdOf(req);
    const [rows, unreadCount] = await Promise.all([
      notifications.findLatest(staffId, limit),
      notifications.countUnread(staffId),
    ]);
    sendOk<TMemberNotificationList>(res, {
      notifications: rows.map((row) => {
        // Known staff categories always show their fixed texts (docs/product/entities.md).
        const fixed = STAFF_NOTIFICATION_TEXTS[row.category];
        return {
          id: row.id,
          category: row.category,
          title: fixed.title.ko,
          titleEn: fixed.title.en,
          message: fixed.message.ko,
          messageEn: fixed.message.en,
          isRead: row.isRead,
          createdAt: row.createdAt.toISOString(),
        };
      }),
      unreadCount,
    });
  });

  router.put('/:id/read-teacher', guards.requireStaff, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    if (!(await notifications.markRead(id, staffIdOf(req), now()))) {
      throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    }
    sendOk<TNotificationReadResult>(res, { id, isRead: true });
  });

  router.post('/send-to-all', guards.requireStaff, async (req, res) => {
    const input = ZAnnouncementRequest.parse(req.body);
    const sentCount = await deps.sendAnnouncement(staffIdOf(req), input);
    const message = staffMessage('announcementSent', requestLanguage(req), {
      count: sentCount,
    });
    sendOk<TAnnouncementResponse>(res, { sentCount }, message, 201);
  });

  return router;
}
