import {
  FEEDBACK_MESSAGES,
  type TMemberNotificationList,
  type TNotificationItem,
  type TNotificationReadResult,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';

/** What the member's and the staff's notification lists read from their own repository. */
interface OwnNotifications<Row> {
  findLatest(ownerId: number, take: number): Promise<Row[]>;
  countUnread(ownerId: number): Promise<number>;
  markRead(id: number, ownerId: number, readAt: Date): Promise<boolean>;
}

/** The owner's latest notifications, each shown as `present` says, with how many are unread. */
export async function latestNotificationsOf<Row>(
  notifications: OwnNotifications<Row>,
  ownerId: number,
  limit: number,
  present: (row: Row) => TNotificationItem,
): Promise<TMemberNotificationList> {
  const [rows, unreadCount] = await Promise.all([
    notifications.findLatest(ownerId, limit),
    notifications.countUnread(ownerId),
  ]);
  return { notifications: rows.map(present), unreadCount };
}

/** Marks the owner's notification read; one that is not the owner's is not found. */
export async function markOwnNotificationRead<Row>(
  notifications: OwnNotifications<Row>,
  id: number,
  ownerId: number,
  readAt: Date,
): Promise<TNotificationReadResult> {
  if (!(await notifications.markRead(id, ownerId, readAt))) {
    throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
  }
  return { id, isRead: true };
}
