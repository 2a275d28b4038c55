import { modificationOperations } from '@academy/contracts';
import type { TModificationList, TModificationStatus } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { requestPageQuery, useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

/** Every page and filter of the staff list lives under this key. */
export const modificationsQueryKey = ['staff', 'modifications'] as const;

export type TModificationsParams = TRequestPage<TModificationStatus>;

/** GET /modification (staff see every member's requests): one page of 10. */
export function getModifications(params: TModificationsParams): Promise<TModificationList> {
  return callOperation(modificationOperations.listScheduleChanges, {
    query: requestPageQuery(params),
  });
}

export function useModifications(params: TModificationsParams) {
  return useListPage([...modificationsQueryKey, params], () => getModifications(params));
}
