import { scheduleChangeOperations, PAGING } from '@academy/contracts';
import type { TOperationData } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TMyScheduleChange = TOperationData<
  typeof scheduleChangeOperations.listScheduleChanges
>['modifications'][number];

export const myScheduleChangesQueryKey = ['member', 'modifications'] as const;

/** GET /modification, first page: the member's own requests. */
export async function getMyScheduleChanges(): Promise<TMyScheduleChange[]> {
  const { modifications } = await callOperation(scheduleChangeOperations.listScheduleChanges, {
    query: { page: 1, limit: PAGING.REQUESTS },
  });
  return modifications;
}

export function useMyScheduleChanges() {
  return useQuery({ queryKey: myScheduleChangesQueryKey, queryFn: getMyScheduleChanges });
}
