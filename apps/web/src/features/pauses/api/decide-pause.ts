import { pauseOperations } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { pausesQueryKey } from './get-pauses';

/** Approve keeping or releasing the weekly slot, or refuse with a reason. */
export type TPauseDecision =
  | { id: number; decision: 'approve'; keepSlot: boolean }
  | { id: number; decision: 'reject'; reason: string };

/** PUT /pauses/{id}/approve|reject; the server tells the member. */
export async function decidePause(input: TPauseDecision): Promise<void> {
  if (input.decision === 'approve') {
    await callOperation(pauseOperations.approvePause, {
      params: { id: input.id },
      body: { keepSlot: input.keepSlot },
    });
  } else {
    await callOperation(pauseOperations.rejectPause, {
      params: { id: input.id },
      body: { reason: input.reason },
    });
  }
}

export function useDecidePause() {
  return useRefreshingMutation(decidePause, [pausesQueryKey], 'settled');
}
