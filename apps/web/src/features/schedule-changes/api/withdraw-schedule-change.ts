import { scheduleChangeOperations } from '@academy/contracts';
import { callOperationWithMessage } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { myScheduleChangesQueryKey } from './get-my-schedule-changes';

/** PATCH /modification/{id}/withdraw: the member's pending request reads as cancelled. */
export function useWithdrawScheduleChange() {
  return useRefreshingMutation(
    (id: number) =>
      callOperationWithMessage(scheduleChangeOperations.withdrawScheduleChange, { params: { id } }),
    [myScheduleChangesQueryKey],
    'success',
  );
}
