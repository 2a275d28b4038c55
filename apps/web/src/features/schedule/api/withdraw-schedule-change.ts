import { modificationOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { myModificationsQueryKey } from './get-my-modifications';

/** PATCH /modification/{id}/withdraw: the member's pending request reads as cancelled. */
export function useWithdrawScheduleChange() {
  return useRefreshingMutation(
    (id: number) =>
      callOperationWithMessage(modificationOperations.withdrawScheduleChange, { params: { id } }),
    [myModificationsQueryKey],
    'success',
  );
}
