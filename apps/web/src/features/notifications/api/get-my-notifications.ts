import { PAGING, ZApiEnvelope, ZNotificationList } from '@academy/contracts';
import type { TNotificationItem } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

const ZMyNotifications = ZNotificationList.extend({ unreadCount: z.number().int().optional() });
const ZMyNotificationsEnvelope = ZApiEnvelope(ZMyNotifications);

export type TMyNotifications = { notifications: TNotificationItem[]; unreadCount: number };

export const myNotificationsQueryKey = ['member', 'notifications'] as const;

/** GET /notifications/me: the latest 10 (docs/product/constants.md). */
export async function getMyNotifications(): Promise<TMyNotifications> {
  const response = await apiClient.get<unknown>('/notifications/me', {
    params: { limit: PAGING.NOTIFICATIONS },
  });
  const data = ZMyNotificationsEnvelope.parse(response.data).data;
  const notifications = data?.notifications ?? [];
  const unreadCount = data?.unreadCount ?? notifications.filter((item) => !item.isRead).length;
  return { notifications, unreadCount };
}

export function useMyNotifications() {
  return useQuery({ queryKey: myNotificationsQueryKey, queryFn: getMyNotifications });
}
