import { familyOperations } from '@academy/contracts';
import type { TDeletionRequestList } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';

export const openDeletionRequestsQueryKey = ['deletion-requests', 'open'] as const;

/** GET /deletion-requests: the requests staff still have to handle, oldest first. */
export function getOpenDeletionRequests(): Promise<TDeletionRequestList> {
  return callOperation(familyOperations.listDeletionRequests);
}

export function useOpenDeletionRequests() {
  return useQuery({ queryKey: openDeletionRequestsQueryKey, queryFn: getOpenDeletionRequests });
}

export type TDeletionDecision = { id: number } & (
  { action: 'complete' } | { action: 'decline'; reason: string }
);

/** PATCH /deletion-requests/{id}/complete or /decline: the member leaves, or stays with a reason. */
export async function decideDeletionRequest(decision: TDeletionDecision) {
  const params = { id: decision.id };
  const { message } =
    decision.action === 'complete'
      ? await callOperationWithMessage(familyOperations.completeDeletionRequest, { params })
      : await callOperationWithMessage(familyOperations.declineDeletionRequest, {
          params,
          body: { reason: decision.reason },
        });
  return { message };
}

/** The open list, and the member list (a member who left is inactive), reload after a decision. */
export function useDecideDeletionRequest() {
  return useRefreshingMutation(
    decideDeletionRequest,
    [openDeletionRequestsQueryKey, ['staff', 'users']],
    'success',
  );
}
