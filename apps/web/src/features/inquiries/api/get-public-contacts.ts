import { PAGING, ZApiEnvelope, ZContactPublicList } from '@academy/contracts';
import type { TContactCategory, TContactPublicList } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type TContactFilter = TContactCategory | 'all';

const ZPublicContactsEnvelope = ZApiEnvelope(ZContactPublicList);

export type TPublicContactsQuery = { category: TContactFilter; page: number };

/** GET /contact/public: one page of cards, the counts per category tab and the paging. */
export async function getPublicContacts(query: TPublicContactsQuery): Promise<TContactPublicList> {
  const response = await apiClient.get<unknown>('/contact/public', {
    params: { ...query, limit: PAGING.CONTACTS },
  });
  const data = ZPublicContactsEnvelope.parse(response.data).data;
  if (!data) throw new Error('The inquiry list came back without data');
  return data;
}

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export function usePublicContacts(query: TPublicContactsQuery) {
  return useQuery({
    queryKey: ['contact', 'public', query],
    queryFn: () => getPublicContacts(query),
    placeholderData: keepPreviousData,
  });
}
