import { modificationOperations, PAGING } from '@academy/contracts';
import type { TOperationData } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TMyModification = TOperationData<
  typeof modificationOperations.listScheduleChanges
>['modifications'][number];

export const myModificationsQueryKey = ['member', 'modifications'] as const;

/** GET /modification, first page: the member's own requests. */
export async function getMyModifications(): Promise<TMyModification[]> {
  const { modifications } = await callOperation(modificationOperations.listScheduleChanges, {
    query: { page: 1, limit: PAGING.REQUESTS },
  });
  return modifications;
}

export function useMyModifications() {
  return useQuery({ queryKey: myModificationsQueryKey, queryFn: getMyModifications });
}
