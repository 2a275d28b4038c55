import { modificationOperations, PAGING } from '@academy/contracts';
import type { TModificationList, TModificationStatus } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** Every page and filter of the staff list lives under this key. */
export const modificationsQueryKey = ['staff', 'modifications'] as const;

export type TModificationsParams = { page: number; status: TModificationStatus | 'all' };

/** GET /modification (staff see every member's requests): one page of 10. */
export function getModifications({
  page,
  status,
}: TModificationsParams): Promise<TModificationList> {
  return callOperation(modificationOperations.listScheduleChanges, {
    query: { page, limit: PAGING.REQUESTS, ...(status === 'all' ? {} : { status }) },
  });
}

export function useModifications(params: TModificationsParams) {
  return useQuery({
    queryKey: [...modificationsQueryKey, params],
    queryFn: () => getModifications(params),
    placeholderData: keepPreviousData,
  });
}
