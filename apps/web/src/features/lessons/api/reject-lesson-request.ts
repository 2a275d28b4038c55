import { lessonsOperations } from '@academy/contracts';
import type { TLessonRejectionRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { lessonRequestsQueryKey } from './get-lesson-requests';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TRejectLessonRequestInput = { requestId: number; body: TLessonRejectionRequest };

/** PATCH /lessons/requests/{id}/reject with the reason the applicant is told. */
export async function rejectLessonRequest({
  requestId,
  body,
}: TRejectLessonRequestInput): Promise<void> {
  await callOperation(lessonsOperations.rejectLessonRequest, { params: { id: requestId }, body });
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
