import { DEFAULT_TEACHER_ID, ZApiEnvelope, ZPersonalScheduleList } from '@academy/contracts';
import type { TPersonalSchedule } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { personalSchedulesQueryKey } from '@/lib/staff-queries/teacher-schedule';

const ZPersonalScheduleListEnvelope = ZApiEnvelope(ZPersonalScheduleList);

/** GET /teacher-schedule?teacherId=1: the teacher’s coming schedules and the latest past ones. */
export async function getPersonalSchedules(): Promise<TPersonalSchedule[]> {
  const response = await apiClient.get<unknown>('/teacher-schedule', {
    params: { teacherId: DEFAULT_TEACHER_ID },
  });
  return ZPersonalScheduleListEnvelope.parse(response.data).data?.schedules ?? [];
}

export function usePersonalSchedules() {
  return useQuery({ queryKey: personalSchedulesQueryKey, queryFn: getPersonalSchedules });
}
