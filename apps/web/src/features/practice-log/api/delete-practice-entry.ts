import { practiceLogOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { myPracticeQueryKey } from './get-my-practice';

/** DELETE /practice-log/{id}: one of the member's own entries. */
export async function deletePracticeEntry(id: number): Promise<{ message: string }> {
  const { message } = await callOperationWithMessage(practiceLogOperations.deletePracticeEntry, {
    params: { id },
  });
  return { message };
}

export function useDeletePracticeEntry() {
  return useRefreshingMutation(deletePracticeEntry, [myPracticeQueryKey], 'success');
}
