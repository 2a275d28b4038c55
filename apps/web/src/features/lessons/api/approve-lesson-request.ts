import { ZApiEnvelope, ZLessonApprovalResponse } from '@academy/contracts';
import type { TLessonApprovalRequest, TLessonApprovalResponse } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lessonRequestsQueryKey } from './get-lesson-requests';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

const ZApprovalEnvelope = ZApiEnvelope(ZLessonApprovalResponse);

export type TApproveLessonRequestInput = { requestId: number; body: TLessonApprovalRequest };

/** PATCH /lessons/requests/{id}/approve: creates the member and answers the temporary password. */
export async function approveLessonRequest({
  requestId,
  body,
}: TApproveLessonRequestInput): Promise<TLessonApprovalResponse> {
  const response = await apiClient.patch<unknown>(`/lessons/requests/${requestId}/approve`, body);
  const result = ZApprovalEnvelope.parse(response.data).data;
  if (!result) throw new Error('PATCH /lessons/requests/:id/approve answered without data');
  return result;
}

export function useApproveLessonRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveLessonRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lessonRequestsQueryKey });
      void queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey });
    },
  });
}
