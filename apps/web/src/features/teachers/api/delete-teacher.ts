import { ZApiEnvelope } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { staffTeachersQueryKey } from './get-teachers';

const ZDeleteEnvelope = ZApiEnvelope(z.null());

/** DELETE /teachers/{id}; resolves with the server's message (empty when it sent none). */
export async function deleteTeacher(id: number): Promise<string> {
  const response = await apiClient.delete<unknown>(`/teachers/${id}`);
  const parsed = ZDeleteEnvelope.safeParse(response.data);
  return parsed.success ? parsed.data.message.trim() : '';
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacher,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffTeachersQueryKey }),
  });
}
