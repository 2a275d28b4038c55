import { notificationsOperations } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';
import { notificationsQueryKeys } from './get-notifications';
import type { TNotifications } from './get-notifications';

/** PUT /notifications/read-all-teacher: every unread notice of the staff member; how many. */
export async function markAllNotificationsRead(): Promise<number> {
  const { count } = await callOperation(notificationsOperations.markAllStaffNotificationsRead);
  return count;
}

const allRead = (list: TNotifications): TNotifications => ({
  notifications: list.notifications.map((item) => ({ ...item, isRead: true })),
  unreadCount: 0,
});

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const queryKey = notificationsQueryKeys.staff;
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<TNotifications>(queryKey, (list) => (list ? allRead(list) : list));
      // Notices older than the ten shown were marked too: the list and its count are asked again.
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey });
    },
  });
}
