import { onedayOperations, PAGING } from '@academy/contracts';
import type { TOnedayRequestList, TOnedayStatus } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** Every page and filter of the list lives under this key (invalidated after a change). */
export const onedayRequestsQueryKey = ['staff', 'oneday-requests'] as const;

export type TOnedayRequestsParams = { page: number; status: TOnedayStatus | 'all' };

/** GET /oneday/requests (staff): one page of 10, optionally one status. */
export function getOnedayRequests({
  page,
  status,
}: TOnedayRequestsParams): Promise<TOnedayRequestList> {
  return callOperation(onedayOperations.listOnedayRequests, {
    query: { page, limit: PAGING.REQUESTS, ...(status === 'all' ? {} : { status }) },
  });
}

export function useOnedayRequests(params: TOnedayRequestsParams) {
  return useQuery({
    queryKey: [...onedayRequestsQueryKey, params],
    queryFn: () => getOnedayRequests(params),
    placeholderData: keepPreviousData,
  });
}
