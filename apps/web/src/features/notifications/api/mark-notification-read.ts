import { notificationsOperations } from '@academy/contracts';
import type { TNotificationAudience } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';
import { notificationsQueryKeys } from './get-notifications';
import type { TNotifications } from './get-notifications';

/** PUT /notifications/{id}/read (member) or /notifications/{id}/read-teacher (staff). */
export async function markNotificationRead(
  audience: TNotificationAudience,
  id: number,
): Promise<void> {
  const input = { params: { id } };
  if (audience === 'member') {
    await callOperation(notificationsOperations.markNotificationRead, input);
  } else {
    await callOperation(notificationsOperations.markStaffNotificationRead, input);
  }
}

function markedRead(list: TNotifications, id: number): TNotifications {
  const wasUnread = list.notifications.some((item) => item.id === id && !item.isRead);
  return {
    notifications: list.notifications.map((item) =>
      item.id === id ? { ...item, isRead: true } : item,
    ),
    unreadCount: wasUnread ? Math.max(0, list.unreadCount - 1) : list.unreadCount,
  };
}

export function useMarkNotificationRead(audience: TNotificationAudience) {
  const queryClient = useQueryClient();
  const queryKey = notificationsQueryKeys[audience];
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(audience, id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TNotifications>(queryKey, (list) =>
        list ? markedRead(list, id) : list,
      );
      void queryClient.invalidateQueries({ queryKey });
      // A staff notification read may settle a header badge.
      if (audience === 'staff') {
        void queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey });
      }
    },
  });
}
