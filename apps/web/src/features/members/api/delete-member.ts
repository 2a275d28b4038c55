import { memberOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffMembersQueryKey } from './get-members';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

/** DELETE /users/{id}; resolves with the server's message (empty when it sent none). */
export async function deleteMember(userId: number): Promise<string> {
  const { message } = await callOperationWithMessage(memberOperations.deleteMember, {
    params: { id: userId },
  });
  return message;
}

export function useDeleteMember() {
  return useRefreshingMutation(
    deleteMember,
    [staffMembersQueryKey, pendingCountsQueryKey],
    'success',
  );
}
