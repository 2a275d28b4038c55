import { ZApiEnvelope } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { staffUsersQueryKey } from './get-users';
import { pendingCountsQueryKey } from '@/lib/staff-queries/pending-counts';

const ZDeleteEnvelope = ZApiEnvelope(z.unknown());

/** DELETE /users/{id}; resolves with the server's message (empty when it sent none). */
export async function deleteUser(userId: number): Promise<string> {
  const response = await apiClient.delete<unknown>(`/users/${userId}`);
  const parsed = ZDeleteEnvelope.safeParse(response.data);
  return parsed.success ? parsed.data.message.trim() : '';
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
