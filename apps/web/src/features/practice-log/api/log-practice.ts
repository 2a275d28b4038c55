import { practiceLogOperations } from '@academy/contracts';
import type { TPracticeEntryInput } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { myPracticeQueryKey } from './get-my-practice';

/** POST /practice-log (docs/product/lesson-notes.md). */
export function logPractice(body: TPracticeEntryInput) {
  return callOperationWithMessage(practiceLogOperations.logPractice, { body });
}

export function useLogPractice() {
  return useRefreshingMutation(logPractice, [myPracticeQueryKey], 'success');
}
