import { modificationOperations } from '@academy/contracts';
import type { TModificationApproveRequest } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { modificationsQueryKey } from './get-modifications';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TModificationDecision = 'approve' | 'reject';

export type TProcessModification = TModificationApproveRequest & {
  id: number;
  decision: TModificationDecision;
};

const decisionOperations = {
  approve: modificationOperations.approveScheduleChange,
  reject: modificationOperations.rejectScheduleChange,
} as const;

/**
 * PUT /modification/{id}/approve|reject with the staff's reason; the server adds the summary of
 * the requested change to the stored response and notifies the member.
 */
export async function processModification({
  id,
  decision,
  teacherResponse,
}: TProcessModification): Promise<void> {
  await callOperation(decisionOperations[decision], {
    params: { id },
    body: { teacherResponse },
  });
}

export function useProcessModification() {
  return useRefreshingMutation(
    processModification,
    [modificationsQueryKey, pendingCountsQueryKey],
    'settled',
  );
}
