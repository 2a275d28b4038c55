import { ZAnnouncementResponse, ZApiEnvelope } from '@academy/contracts';
import type { TAnnouncementRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffNotificationsQueryKey } from '@/lib/staff-queries/staff-notifications';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

const ZAnnouncementEnvelope = ZApiEnvelope(ZAnnouncementResponse);

/** POST /notifications/send-to-all; resolves with how many members received it. */
export async function sendAnnouncement(body: TAnnouncementRequest): Promise<number> {
  const response = await apiClient.post<unknown>('/notifications/send-to-all', body);
  return ZAnnouncementEnvelope.parse(response.data).data?.sentCount ?? 0;
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
