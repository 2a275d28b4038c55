import { scheduleOperations } from '@academy/contracts';
import type { TPersonalSchedule, TPersonalScheduleCreate } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { invalidateTeacherSchedule } from '@/lib/staff-queries/teacher-schedule';

/** POST /teacher-schedule; resolves with the stored schedule. */
export async function createPersonalSchedule(
  body: TPersonalScheduleCreate,
): Promise<TPersonalSchedule> {
  const { schedule } = await callOperation(scheduleOperations.createPersonalSchedule, { body });
  return schedule;
}

export function useCreatePersonalSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersonalSchedule,
    onSettled: () => invalidateTeacherSchedule(queryClient),
  });
}
