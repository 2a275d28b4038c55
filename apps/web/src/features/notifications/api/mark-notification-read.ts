import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { myNotificationsQueryKey } from './get-my-notifications';
import type { TMyNotifications } from './get-my-notifications';

/** PUT /notifications/{id}/read. */
export async function markNotificationRead(id: number): Promise<void> {
  await apiClient.put<unknown>(`/notifications/${id}/read`);
}

function markedRead(list: TMyNotifications, id: number): TMyNotifications {
  const wasUnread = list.notifications.some((item) => item.id === id && !item.isRead);
  return {
    notifications: list.notifications.map((item) =>
      item.id === id ? { ...item, isRead: true } : item,
    ),
    unreadCount: wasUnread ? Math.max(0, list.unreadCount - 1) : list.unreadCount,
  };
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TMyNotifications>(myNotificationsQueryKey, (list) =>
        list ? markedRead(list, id) : list,
      );
      void queryClient.invalidateQueries({ queryKey: myNotificationsQueryKey });
    },
  });
}
