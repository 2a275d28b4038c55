import { ZApiEnvelope, ZPersonalScheduleDetail } from '@academy/contracts';
import type { TPersonalSchedule, TPersonalSchedulePatch } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { personalSchedulesQueryKey } from './get-personal-schedules';
import { teacherCalendarQueryKey } from './get-teacher-calendar';
import { pendingCountsQueryKey } from '@/features/teachers/api/pending-counts';

const ZDetailEnvelope = ZApiEnvelope(ZPersonalScheduleDetail);

/** After any change: the calendar months, the sidebar list and the header badges. */
export function invalidateTeacherSchedule(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teacherCalendarQueryKey }),
    queryClient.invalidateQueries({ queryKey: personalSchedulesQueryKey }),
    queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey }),
  ]);
}

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
