import { lessonsOperations } from '@academy/contracts';
import type { TLessonApprovalRequest, TLessonApprovalResponse } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
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
  return useRefreshingMutation(
    approveLessonRequest,
    [lessonRequestsQueryKey, pendingCountsQueryKey],
    'success',
  );
}
