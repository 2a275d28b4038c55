import { scheduleOperations } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useRefreshingMutation } from '@/lib/staff-queries/use-refreshing-mutation';
import { teacherScheduleQueryKeys } from '@/lib/staff-queries/teacher-schedule';

/** Without `occurrence` the whole schedule goes; with it (yyyy-MM-dd) only that day of a series. */
export type TDeletePersonalSchedule = { id: number; occurrence?: string };

/** DELETE /teacher-schedule/{id}[?occurrence=yyyy-MM-dd]. */
export async function deletePersonalSchedule({
  id,
  occurrence,
}: TDeletePersonalSchedule): Promise<void> {
  await callOperation(scheduleOperations.deletePersonalSchedule, {
    params: { id },
    query: occurrence === undefined ? {} : { occurrence },
  });
}

export function useDeletePersonalSchedule() {
  return useRefreshingMutation(deletePersonalSchedule, teacherScheduleQueryKeys, 'settled');
}
