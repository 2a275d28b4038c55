import { PAGING, ZApiEnvelope, ZContactList } from '@academy/contracts';
import type { TContactList, TContactStatus } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZContactListEnvelope = ZApiEnvelope(ZContactList);

/** Every page and filter of the staff inquiry list lives under this key. */
export const contactsQueryKey = ['staff', 'contacts'] as const;

export type TContactsParams = { page: number; status: TContactStatus | 'all' };

/** GET /contact (staff): one page of 10 inquiries, newest first. */
export async function getContacts({ page, status }: TContactsParams): Promise<TContactList> {
  const response = await apiClient.get<unknown>('/contact', {
    params: { ...(status === 'all' ? {} : { status }), page, limit: PAGING.CONTACTS },
  });
  const list = ZContactListEnvelope.parse(response.data).data;
  if (!list) throw new Error('GET /contact answered without a list');
  return list;
}

export function useContacts(params: TContactsParams) {
  return useQuery({
    queryKey: [...contactsQueryKey, params],
    queryFn: () => getContacts(params),
    placeholderData: keepPreviousData,
  });
}
