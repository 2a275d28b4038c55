import { lessonsOperations } from '@academy/contracts';
import type { TLessonApprovalRequest, TLessonApprovalResponse } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { lessonRequestsQueryKey } from './get-lesson-requests';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TApproveLessonRequestInput = { requestId: number; body: TLessonApprovalRequest };

/** PATCH /lessons/requests/{id}/approve: creates the member and answers the temporary password. */
export function approveLessonRequest({
  requestId,
  body,
}: TApproveLessonRequestInput): Promise<TLessonApprovalResponse> {
  return callOperation(lessonsOperations.approveLessonRequest, {
    params: { id: requestId },
    body,
  });
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
