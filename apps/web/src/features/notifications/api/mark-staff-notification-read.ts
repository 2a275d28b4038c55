import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffNotificationsQueryKey } from '@/lib/staff-queries/staff-notifications';
import type { TStaffNotifications } from './get-staff-notifications';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

/** PUT /notifications/{id}/read-teacher. */
export async function markStaffNotificationRead(id: number): Promise<void> {
  await apiClient.put<unknown>(`/notifications/${id}/read-teacher`);
}

function markedRead(list: TStaffNotifications, id: number): TStaffNotifications {
  const wasUnread = list.notifications.some((item) => item.id === id && !item.isRead);
  return {
    notifications: list.notifications.map((item) =>
      item.id === id ? { ...item, isRead: true } : item,
    ),
    unreadCount: wasUnread ? Math.max(0, list.unreadCount - 1) : list.unreadCount,
  };
}

export function useMarkStaffNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markStaffNotificationRead,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TStaffNotifications>(staffNotificationsQueryKey, (list) =>
        list ? markedRead(list, id) : list,
      );
      void queryClient.invalidateQueries({ queryKey: staffNotificationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey });
    },
  });
}
