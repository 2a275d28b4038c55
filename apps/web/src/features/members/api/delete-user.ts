import { usersOperations } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperationWithMessage } from '@/lib/call-operation';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffUsersQueryKey });
      void queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey });
    },
  });
}
