import type { TLessonRejectionRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lessonRequestsQueryKey } from './get-lesson-requests';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TRejectLessonRequestInput = { requestId: number; body: TLessonRejectionRequest };

/** PATCH /lessons/requests/{id}/reject with the reason the applicant is told. */
export async function rejectLessonRequest({
  requestId,
  body,
}: TRejectLessonRequestInput): Promise<void> {
  await apiClient.patch<unknown>(`/lessons/requests/${requestId}/reject`, body);
}

export function useRejectLessonRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectLessonRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lessonRequestsQueryKey });
      void queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey });
    },
  });
}
