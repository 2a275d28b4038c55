import type { TModificationApproveRequest } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { modificationsQueryKey } from './get-modifications';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

export type TModificationDecision = 'approve' | 'reject';

export type TProcessModification = TModificationApproveRequest & {
  id: number;
  decision: TModificationDecision;
};

/**
 * PUT /modification/{id}/approve|reject with the staff's reason; the server adds the summary of
 * the requested change to the stored response and notifies the member.
 */
export async function processModification({
  id,
  decision,
  teacherResponse,
}: TProcessModification): Promise<void> {
  await apiClient.put<unknown>(`/modification/${id}/${decision}`, { teacherResponse });
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
