import { ZApiEnvelope, ZPersonalScheduleDetail } from '@academy/contracts';
import type { TPersonalSchedule, TPersonalSchedulePatch } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateTeacherSchedule } from '@/lib/staff-queries/teacher-schedule';

const ZDetailEnvelope = ZApiEnvelope(ZPersonalScheduleDetail);

export type TUpdatePersonalSchedule = { id: number; patch: TPersonalSchedulePatch };

/** PATCH /teacher-schedule/{id} with only the changed fields; resolves with the stored schedule. */
export async function updatePersonalSchedule({
  id,
  patch,
}: TUpdatePersonalSchedule): Promise<TPersonalSchedule | null> {
  const response = await apiClient.patch<unknown>(`/teacher-schedule/${id}`, patch);
  const parsed = ZDetailEnvelope.safeParse(response.data);
  return parsed.success ? (parsed.data.data?.schedule ?? null) : null;
}

export function useUpdatePersonalSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalSchedule,
    onSettled: () => invalidateTeacherSchedule(queryClient),
  });
}
