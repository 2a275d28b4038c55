import { PAGING, ZApiEnvelope, ZModificationList } from '@academy/contracts';
import type { TModificationList, TModificationStatus } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZModificationListEnvelope = ZApiEnvelope(ZModificationList);

/** Every page and filter of the staff list lives under this key. */
export const modificationsQueryKey = ['staff', 'modifications'] as const;

export type TModificationsParams = { page: number; status: TModificationStatus | 'all' };

/** GET /modification (staff see every member's requests): one page of 10. */
export async function getModifications({
  page,
  status,
}: TModificationsParams): Promise<TModificationList> {
  const response = await apiClient.get<unknown>('/modification', {
    params: { page, limit: PAGING.REQUESTS, ...(status === 'all' ? {} : { status }) },
  });
  const list = ZModificationListEnvelope.parse(response.data).data;
  if (!list) throw new Error('GET /modification answered without a list');
  return list;
}

export function useModifications(params: TModificationsParams) {
  return useQuery({
    queryKey: [...modificationsQueryKey, params],
    queryFn: () => getModifications(params),
    placeholderData: keepPreviousData,
  });
}
