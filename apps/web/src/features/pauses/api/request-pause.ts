import { pauseOperations } from '@academy/contracts';
import type { TPauseRequestInput } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { myPausesQueryKey } from './get-my-pauses';

/** POST /pauses: whole months in a row (docs/product/pauses.md). */
export async function requestPause(body: TPauseRequestInput): Promise<void> {
  await callOperation(pauseOperations.requestPause, { body });
}

export function useRequestPause() {
  return useRefreshingMutation(requestPause, [myPausesQueryKey], 'success');
}
