import { applicationOperations } from '@academy/contracts';
import type { TLessonRejectionRequest } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { lessonApplicationsQueryKey } from './get-lesson-applications';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TRejectLessonApplicationInput = { requestId: number; body: TLessonRejectionRequest };

/** PATCH /lessons/requests/{id}/reject with the reason the applicant is told. */
export async function rejectLessonApplication({
  requestId,
  body,
}: TRejectLessonApplicationInput): Promise<void> {
  await callOperation(applicationOperations.rejectLessonApplication, {
    params: { id: requestId },
    body,
  });
}

export function useRejectLessonApplication() {
  return useRefreshingMutation(
    rejectLessonApplication,
    [lessonApplicationsQueryKey, pendingCountsQueryKey],
    'success',
  );
}
