import { z } from 'zod';
import { ZCount } from '../common/counts';
import type { TLanguage } from '../common/language';
import { pickText } from '../common/language';
import { queryLimit } from '../common/pagination';
import { PAGING } from '../constants/paging';
import {
  isStaffNotificationCategory,
  STAFF_NOTIFICATION_TEXTS,
  ZNotificationCategory,
} from './notifications.enums';

export const ZNotificationItem = z.object({
  id: z.number().int(),
  category: ZNotificationCategory,
  title: z.string(),
  titleEn: z.string().nullable(),
  message: z.string(),
  messageEn: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /**
   * Staff notices only: who and which day or hour, under the fixed title and message; null on
   * notices stored before the line existed.
   */
  detail: z.string().nullable().optional(),
  detailEn: z.string().nullable().optional(),
});
export type TNotificationItem = z.infer<typeof ZNotificationItem>;

/** GET /notifications/me and /notifications/me-teacher data. */
export const ZNotificationList = z.object({ notifications: z.array(ZNotificationItem) });
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** GET /notifications/me data: newest first, plus how many of the member's are unread. */
export const ZMemberNotificationList = ZNotificationList.extend({
  unreadCount: ZCount,
});
export type TMemberNotificationList = z.infer<typeof ZMemberNotificationList>;

/** PUT /notifications/{id}/read data. */
export const ZNotificationReadResult = z.object({ id: z.number().int(), isRead: z.literal(true) });
export type TNotificationReadResult = z.infer<typeof ZNotificationReadResult>;

/** PUT /notifications/read-all-teacher data: how many of the caller's unread notices it marked read. */
export const ZNotificationsReadAll = z.object({ count: ZCount });
export type TNotificationsReadAll = z.infer<typeof ZNotificationsReadAll>;

/** Staff notifications: limit 1..100, PAGING.DEFAULT_LIMIT when absent (the screens ask for 10). */
export const ZNotificationsQuery = z.object({
  limit: queryLimit(PAGING.MAX_LIMIT, PAGING.DEFAULT_LIMIT),
});
export type TNotificationsQuery = z.infer<typeof ZNotificationsQuery>;

/** GET /notifications/me: limit 1..50, PAGING.DEFAULT_LIMIT when absent (the screens ask for 10). */
export const ZMemberNotificationsQuery = z.object({
  limit: queryLimit(PAGING.NOTIFICATIONS_MAX, PAGING.DEFAULT_LIMIT),
});
export type TMemberNotificationsQuery = z.infer<typeof ZMemberNotificationsQuery>;

export type TNotificationAudience = 'member' | 'staff';

/**
 * Text to display: staff get the fixed text of known categories; otherwise the English
 * version (when present) for English readers, else the Korean one.
 */
export function resolveNotificationText(
  item: Pick<TNotificationItem, 'category' | 'title' | 'titleEn' | 'message' | 'messageEn'>,
  options: { lang: TLanguage; audience: TNotificationAudience },
): { title: string; message: string } {
  if (options.audience === 'staff' && isStaffNotificationCategory(item.category)) {
    const fixed = STAFF_NOTIFICATION_TEXTS[item.category];
    return {
      title: pickText(fixed.title, options.lang),
      message: pickText(fixed.message, options.lang),
    };
  }
  const english = options.lang === 'ENG';
  return {
    title: english && item.titleEn ? item.titleEn : item.title,
    message: english && item.messageEn ? item.messageEn : item.message,
  };
}

/** The detail line of a staff notice in the reader's language; null when it has none. */
export function notificationDetail(
  item: Pick<TNotificationItem, 'detail' | 'detailEn'>,
  lang: TLanguage,
): string | null {
  const detail = lang === 'ENG' && item.detailEn ? item.detailEn : item.detail;
  return detail || null;
}
