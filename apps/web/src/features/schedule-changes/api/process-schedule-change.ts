import { scheduleChangeOperations } from '@academy/contracts';
import type { TScheduleChangeApproveRequest } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { scheduleChangesQueryKey } from './get-schedule-changes';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TScheduleChangeDecision = 'approve' | 'reject';

export type TProcessScheduleChange = TScheduleChangeApproveRequest & {
  id: number;
  decision: TScheduleChangeDecision;
};

const decisionOperations = {
  approve: scheduleChangeOperations.approveScheduleChange,
  reject: scheduleChangeOperations.rejectScheduleChange,
} as const;

/**
 * PUT /modification/{id}/approve|reject with the staff's reason; the server adds the summary of
 * the requested change to the stored response and notifies the member.
 */
export async function processScheduleChange({
  id,
  decision,
  teacherResponse,
}: TProcessScheduleChange): Promise<void> {
  await callOperation(decisionOperations[decision], {
    params: { id },
    body: { teacherResponse },
  });
}

export function useProcessScheduleChange() {
  return useRefreshingMutation(
    processScheduleChange,
    [scheduleChangesQueryKey, pendingCountsQueryKey],
    'settled',
  );
}
