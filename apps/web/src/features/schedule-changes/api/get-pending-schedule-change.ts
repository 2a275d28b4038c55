import { scheduleChangeOperations } from '@academy/contracts';
import type { TPendingScheduleChangeCheck } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { myScheduleChangesQueryKey } from './get-my-schedule-changes';

/** Below the request list's key, so refreshing the list after a new request refreshes this too. */
export const pendingScheduleChangeQueryKey = [
  ...myScheduleChangesQueryKey,
  'check-pending',
] as const;

/** GET /modification/check-pending: the member's request awaiting staff, if any. */
export function getPendingScheduleChange(): Promise<TPendingScheduleChangeCheck> {
  return callOperation(scheduleChangeOperations.checkPendingScheduleChange);
}

export function usePendingScheduleChange() {
  return useQuery({ queryKey: pendingScheduleChangeQueryKey, queryFn: getPendingScheduleChange });
}
