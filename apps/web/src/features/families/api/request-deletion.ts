import { familyOperations } from '@academy/contracts';
import type { TDeletionRequest, TDeletionRequestList } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation, callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';

export const ownDeletionRequestsQueryKey = ['deletion-requests', 'own'] as const;

/** POST /users/me/deletion-requests: the member asks for their own or a child's data to go. */
export async function requestDeletion(
  userId: number,
): Promise<{ request: TDeletionRequest; message: string }> {
  const { data, message } = await callOperationWithMessage(familyOperations.requestDeletion, {
    body: { userId },
  });
  return { request: data, message };
}

/** GET /users/me/deletion-requests: the member's and their children's requests, newest first. */
export function getOwnDeletionRequests(): Promise<TDeletionRequestList> {
  return callOperation(familyOperations.listOwnDeletionRequests);
}

export function useOwnDeletionRequests() {
  return useQuery({ queryKey: ownDeletionRequestsQueryKey, queryFn: getOwnDeletionRequests });
}

/** The list below the button shows the new request once it is sent. */
export function useRequestDeletion() {
  return useRefreshingMutation(requestDeletion, [ownDeletionRequestsQueryKey], 'success');
}
