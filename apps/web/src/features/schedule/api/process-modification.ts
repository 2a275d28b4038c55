import { modificationOperations } from '@academy/contracts';
import type { TModificationApproveRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processModification,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: modificationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey }),
      ]),
  });
}
