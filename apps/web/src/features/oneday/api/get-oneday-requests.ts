import { PAGING, ZApiEnvelope, ZOnedayRequestList } from '@academy/contracts';
import type { TOnedayRequestList, TOnedayStatus } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZOnedayRequestListEnvelope = ZApiEnvelope(ZOnedayRequestList);

/** Every page and filter of the list lives under this key (invalidated after a change). */
export const onedayRequestsQueryKey = ['staff', 'oneday-requests'] as const;

export type TOnedayRequestsParams = { page: number; status: TOnedayStatus | 'all' };

/** GET /oneday/requests (staff): one page of 10, optionally one status. */
export async function getOnedayRequests({
  page,
  status,
}: TOnedayRequestsParams): Promise<TOnedayRequestList> {
  const response = await apiClient.get<unknown>('/oneday/requests', {
    params: { page, limit: PAGING.REQUESTS, ...(status === 'all' ? {} : { status }) },
  });
  const list = ZOnedayRequestListEnvelope.parse(response.data).data;
  if (!list) throw new Error('GET /oneday/requests answered without a list');
  return list;
}

export function useOnedayRequests(params: TOnedayRequestsParams) {
  return useQuery({
    queryKey: [...onedayRequestsQueryKey, params],
    queryFn: () => getOnedayRequests(params),
    placeholderData: keepPreviousData,
  });
}
