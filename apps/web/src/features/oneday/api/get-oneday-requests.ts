import { onedayOperations } from '@academy/contracts';
import type { TOnedayRequestList, TOnedayStatus } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { requestPageQuery, useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

/** Every page and filter of the list lives under this key (invalidated after a change). */
export const onedayRequestsQueryKey = ['staff', 'oneday-requests'] as const;

export type TOnedayRequestsParams = TRequestPage<TOnedayStatus>;

/** GET /oneday/requests (staff): one page of 10, optionally one status. */
export function getOnedayRequests(params: TOnedayRequestsParams): Promise<TOnedayRequestList> {
  return callOperation(onedayOperations.listOnedayRequests, { query: requestPageQuery(params) });
}

export function useOnedayRequests(params: TOnedayRequestsParams) {
  return useListPage([...onedayRequestsQueryKey, params], () => getOnedayRequests(params));
}
