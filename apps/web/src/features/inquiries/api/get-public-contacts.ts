import { contactOperations, PAGING } from '@academy/contracts';
import type { TContactCategory, TContactPublicList } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TContactFilter = TContactCategory | 'all';

export type TPublicContactsQuery = { category: TContactFilter; page: number };

/** GET /contact/public: one page of cards, the counts per category tab and the paging. */
export function getPublicContacts(query: TPublicContactsQuery): Promise<TContactPublicList> {
  return callOperation(contactOperations.listPublicInquiries, {
    query: { ...query, limit: PAGING.CONTACTS },
  });
}

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export function usePublicContacts(query: TPublicContactsQuery) {
  return useQuery({
    queryKey: ['contact', 'public', query],
    queryFn: () => getPublicContacts(query),
    placeholderData: keepPreviousData,
  });
}
