import { pauseOperations } from '@academy/contracts';
import type { TPauseList, TPauseState } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { requestPageQuery, useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

/** Every page and filter of the staff list lives under this key. */
export const pausesQueryKey = ['staff', 'pauses'] as const;

export type TPausesParams = TRequestPage<TPauseState>;

/** GET /pauses (staff): one page of requests. */
export function getPauses(params: TPausesParams): Promise<TPauseList> {
  return callOperation(pauseOperations.listPauses, { query: requestPageQuery(params) });
}

export function usePauses(params: TPausesParams) {
  return useListPage([...pausesQueryKey, params], () => getPauses(params));
}
