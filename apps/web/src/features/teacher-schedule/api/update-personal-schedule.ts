import { scheduleOperations } from '@academy/contracts';
import type { TPersonalSchedule, TPersonalSchedulePatch } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { teacherScheduleQueryKeys } from '@/lib/staff-queries/teacher-schedule';

export type TUpdatePersonalSchedule = { id: number; patch: TPersonalSchedulePatch };

/** PATCH /teacher-schedule/{id} with only the changed fields; resolves with the stored schedule. */
export async function updatePersonalSchedule({
  id,
  patch,
}: TUpdatePersonalSchedule): Promise<TPersonalSchedule> {
  const { schedule } = await callOperation(scheduleOperations.updatePersonalSchedule, {
    params: { id },
    body: patch,
  });
  return schedule;
}

export function useUpdatePersonalSchedule() {
  return useRefreshingMutation(updatePersonalSchedule, teacherScheduleQueryKeys, 'settled');
}
