import { pauseOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { myPausesQueryKey } from './get-my-pauses';

/** PATCH /pauses/{id}/withdraw: the member's pending pause reads as cancelled. */
export function useWithdrawPause() {
  return useRefreshingMutation(
    (id: number) => callOperationWithMessage(pauseOperations.withdrawPause, { params: { id } }),
    [myPausesQueryKey],
    'success',
  );
}
