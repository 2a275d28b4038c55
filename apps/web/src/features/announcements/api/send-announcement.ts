import { announcementsOperations } from '@academy/contracts';
import type { TAnnouncementRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { staffNotificationsQueryKey } from '@/lib/staff-queries/staff-notifications';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

/** POST /notifications/send-to-all; resolves with how many members received it. */
export async function sendAnnouncement(body: TAnnouncementRequest): Promise<number> {
  const { sentCount } = await callOperation(announcementsOperations.sendAnnouncement, { body });
  return sentCount;
}

export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAnnouncement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffNotificationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey });
    },
  });
}
