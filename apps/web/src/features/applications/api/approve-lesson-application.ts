import { applicationOperations } from '@academy/contracts';
import type { TLessonApprovalRequest, TLessonApprovalResponse } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { lessonApplicationsQueryKey } from './get-lesson-applications';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TApproveLessonApplicationInput = { requestId: number; body: TLessonApprovalRequest };

/** PATCH /lessons/requests/{id}/approve: creates the member and answers the temporary password. */
export function approveLessonApplication({
  requestId,
  body,
}: TApproveLessonApplicationInput): Promise<TLessonApprovalResponse> {
  return callOperation(applicationOperations.approveLessonApplication, {
    params: { id: requestId },
    body,
  });
}

export function useApproveLessonApplication() {
  return useRefreshingMutation(
    approveLessonApplication,
    [lessonApplicationsQueryKey, pendingCountsQueryKey],
    'success',
  );
}
