import { onedayOperations } from '@academy/contracts';
import type { TOnedayRequestItem, TOnedayStatusUpdate } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { onedayRequestsQueryKey } from './get-oneday-requests';
import { invalidateTeacherSchedule } from '@/lib/staff-queries/teacher-schedule';

export type TOnedayStatusChange = TOnedayStatusUpdate & { id: number };

/** PATCH /oneday/requests/{id}: the next status, with scheduledAt when confirming a date. */
export function updateOnedayStatus({
  id,
  ...body
}: TOnedayStatusChange): Promise<TOnedayRequestItem> {
  return callOperation(onedayOperations.updateOnedayStatus, { params: { id }, body });
}

export function useUpdateOnedayStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnedayStatus,
    // Confirming a date puts the class on the teacher's calendar and cancelling takes it off.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: onedayRequestsQueryKey }),
        invalidateTeacherSchedule(queryClient),
      ]),
  });
}
