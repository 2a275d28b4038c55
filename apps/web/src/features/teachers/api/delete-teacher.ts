import { teachersOperations } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperationWithMessage } from '@/lib/call-operation';
import { staffTeachersQueryKey } from './get-teachers';

/** DELETE /teachers/{id}; resolves with the server's message (empty when it sent none). */
export async function deleteTeacher(id: number): Promise<string> {
  const { message } = await callOperationWithMessage(teachersOperations.deleteStaffAccount, {
    params: { id },
  });
  return message;
}

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacher,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffTeachersQueryKey }),
  });
}
