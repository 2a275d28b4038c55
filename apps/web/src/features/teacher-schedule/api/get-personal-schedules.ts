import { DEFAULT_TEACHER_ID, scheduleOperations } from '@academy/contracts';
import type { TPersonalSchedule } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { personalSchedulesQueryKey } from '@/lib/staff-queries/teacher-schedule';

/** GET /teacher-schedule?teacherId=1: the teacher’s coming schedules and the latest past ones. */
export async function getPersonalSchedules(): Promise<TPersonalSchedule[]> {
  const { data } = await callOperation(scheduleOperations.listPersonalSchedules, {
    query: { teacherId: DEFAULT_TEACHER_ID },
  });
  return data.schedules;
}

export function usePersonalSchedules() {
  return useQuery({ queryKey: personalSchedulesQueryKey, queryFn: getPersonalSchedules });
}
