import { ZApiEnvelope, ZOnedayRequestItem } from '@academy/contracts';
import type { TOnedayRequestItem, TOnedayStatusUpdate } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { onedayRequestsQueryKey } from './get-oneday-requests';
import { invalidateTeacherSchedule } from '@/lib/staff-queries/teacher-schedule';

const ZOnedayRequestItemEnvelope = ZApiEnvelope(ZOnedayRequestItem);

export type TOnedayStatusChange = TOnedayStatusUpdate & { id: number };

/** PATCH /oneday/requests/{id}: the next status, with scheduledAt when confirming a date. */
export async function updateOnedayStatus({
  id,
  ...body
}: TOnedayStatusChange): Promise<TOnedayRequestItem | null> {
  const response = await apiClient.patch<unknown>(`/oneday/requests/${id}`, body);
  return ZOnedayRequestItemEnvelope.parse(response.data).data;
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
