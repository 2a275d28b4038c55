import { teachersOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffTeachersQueryKey } from './get-teachers';

/** DELETE /teachers/{id}; resolves with the server's message (empty when it sent none). */
export async function deleteTeacher(id: number): Promise<string> {
  const { message } = await callOperationWithMessage(teachersOperations.deleteStaffAccount, {
    params: { id },
  });
  return message;
}

export function useDeleteTeacher() {
  return useRefreshingMutation(deleteTeacher, [staffTeachersQueryKey], 'success');
}
