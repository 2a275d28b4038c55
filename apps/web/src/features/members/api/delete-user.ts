import { usersOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffUsersQueryKey } from './get-users';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

/** DELETE /users/{id}; resolves with the server's message (empty when it sent none). */
export async function deleteUser(userId: number): Promise<string> {
  const { message } = await callOperationWithMessage(usersOperations.deleteUser, {
    params: { id: userId },
  });
  return message;
}

export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, [staffUsersQueryKey, pendingCountsQueryKey], 'success');
}
