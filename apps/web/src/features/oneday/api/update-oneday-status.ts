import { onedayOperations } from '@academy/contracts';
import type { TOnedayRequestItem, TOnedayStatusUpdate } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { onedayRequestsQueryKey } from './get-oneday-requests';
import { teacherScheduleQueryKeys } from '@/lib/staff-queries/teacher-schedule';

export type TOnedayStatusChange = TOnedayStatusUpdate & { id: number };

/** PATCH /oneday/requests/{id}: the next status, with scheduledAt when confirming a date. */
export function updateOnedayStatus({
  id,
  ...body
}: TOnedayStatusChange): Promise<TOnedayRequestItem> {
  return callOperation(onedayOperations.updateOnedayStatus, { params: { id }, body });
}

export function useUpdateOnedayStatus() {
  // Confirming a date puts the class on the teacher's calendar and cancelling takes it off.
  return useRefreshingMutation(
    updateOnedayStatus,
    [onedayRequestsQueryKey, ...teacherScheduleQueryKeys],
    'settled',
  );
}
