import { PAGING, ZApiEnvelope, ZNotificationList } from '@academy/contracts';
import type { TNotificationItem } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { staffNotificationsQueryKey } from '@/lib/staff-queries/staff-notifications';

const ZStaffNotifications = ZNotificationList.extend({
  unreadCount: z.number().int().min(0).optional(),
});
const ZStaffNotificationsEnvelope = ZApiEnvelope(ZStaffNotifications);

export type TStaffNotifications = { notifications: TNotificationItem[]; unreadCount: number };

/** GET /notifications/me-teacher: the latest 10, newest first (docs/product/screens-and-routes.md, docs/product/constants.md). */
export async function getStaffNotifications(): Promise<TStaffNotifications> {
  const response = await apiClient.get<unknown>('/notifications/me-teacher', {
    params: { limit: PAGING.NOTIFICATIONS },
  });
  const data = ZStaffNotificationsEnvelope.parse(response.data).data;
  const notifications = data?.notifications ?? [];
  const unreadCount = data?.unreadCount ?? notifications.filter((item) => !item.isRead).length;
  return { notifications, unreadCount };
}

export function useStaffNotifications() {
  return useQuery({ queryKey: staffNotificationsQueryKey, queryFn: getStaffNotifications });
}
