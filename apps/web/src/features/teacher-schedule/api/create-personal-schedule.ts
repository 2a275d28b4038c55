import { scheduleOperations } from '@academy/contracts';
import type { TPersonalSchedule, TPersonalScheduleCreate } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { teacherScheduleQueryKeys } from '@/lib/staff-queries/teacher-schedule';

/** POST /teacher-schedule; resolves with the stored schedule. */
export async function createPersonalSchedule(
  body: TPersonalScheduleCreate,
): Promise<TPersonalSchedule> {
  const { schedule } = await callOperation(scheduleOperations.createPersonalSchedule, { body });
  return schedule;
}

export function useCreatePersonalSchedule() {
  return useRefreshingMutation(createPersonalSchedule, teacherScheduleQueryKeys, 'settled');
}
