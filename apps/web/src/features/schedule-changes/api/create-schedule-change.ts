import { scheduleChangeOperations } from '@academy/contracts';
import type { TScheduleChangeRequestInput } from '@academy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { myScheduleChangesQueryKey } from './get-my-schedule-changes';

/** POST /modification: a one-time move of one lesson (docs/product/entities.md schedule change request). */
export async function createScheduleChange(body: TScheduleChangeRequestInput): Promise<void> {
  await callOperation(scheduleChangeOperations.requestScheduleChange, { body });
}

export function useCreateScheduleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScheduleChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myScheduleChangesQueryKey }),
  });
}
