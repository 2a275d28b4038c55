import { ZApiEnvelope, ZPersonalScheduleDetail } from '@academy/contracts';
import type { TPersonalSchedule, TPersonalScheduleCreate } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateTeacherSchedule } from '@/lib/staff-queries/teacher-schedule';

const ZDetailEnvelope = ZApiEnvelope(ZPersonalScheduleDetail);

/** POST /teacher-schedule; resolves with the stored schedule when the server sent it back. */
export async function createPersonalSchedule(
  body: TPersonalScheduleCreate,
): Promise<TPersonalSchedule | null> {
  const response = await apiClient.post<unknown>('/teacher-schedule', body);
  const parsed = ZDetailEnvelope.safeParse(response.data);
  return parsed.success ? (parsed.data.data?.schedule ?? null) : null;
}

export function useCreatePersonalSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonalSchedule,
    onSettled: () => invalidateTeacherSchedule(queryClient),
  });
}
