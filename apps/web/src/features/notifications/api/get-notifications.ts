import { notificationsOperations, PAGING } from '@academy/contracts';
import type { TNotificationAudience, TOperationData } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { staffNotificationsQueryKey } from '@/lib/staff-queries/staff-notifications';

/** A member's or a staff member's latest notifications and how many of theirs are unread. */
export type TNotifications = TOperationData<typeof notificationsOperations.listOwnNotifications>;

export const notificationsQueryKeys = {
  member: ['member', 'notifications'],
  staff: staffNotificationsQueryKey,
} as const;

/** GET /notifications/me or /notifications/me-teacher: the latest 10, newest first (docs/product/constants.md). */
export async function getNotifications(audience: TNotificationAudience): Promise<TNotifications> {
  const query = { limit: PAGING.NOTIFICATIONS };
  return audience === 'member'
    ? callOperation(notificationsOperations.listOwnNotifications, { query })
    : callOperation(notificationsOperations.listStaffNotifications, { query });
}

export function useNotifications(audience: TNotificationAudience) {
  return useQuery({
    queryKey: notificationsQueryKeys[audience],
    queryFn: () => getNotifications(audience),
  });
}
