import { lessonsOperations } from '@academy/contracts';
import type { TLessonRejectionRequest } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
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
  return useRefreshingMutation(
    rejectLessonRequest,
    [lessonRequestsQueryKey, pendingCountsQueryKey],
    'success',
  );
}
