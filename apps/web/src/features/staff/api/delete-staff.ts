import { staffOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { staffAccountsQueryKey } from './get-staff';

/** DELETE /teachers/{id}; resolves with the server's message (empty when it sent none). */
export async function deleteStaff(id: number): Promise<string> {
  const { message } = await callOperationWithMessage(staffOperations.deleteStaffAccount, {
    params: { id },
  });
  return message;
}

export function useDeleteStaff() {
  return useRefreshingMutation(deleteStaff, [staffAccountsQueryKey], 'success');
}
