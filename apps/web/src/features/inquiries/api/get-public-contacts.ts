import { contactOperations, PAGING } from '@academy/contracts';
import type { TContactCategory, TContactPublicList } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TContactFilter = TContactCategory | 'all';

/** The board's tab and page, and the nickname searched ('' for none). */
export type TPublicContactsQuery = { category: TContactFilter; page: number; nickname: string };

/** GET /contact/public: one page of cards, the counts per category tab and the paging. */
export function getPublicContacts({
  nickname,
  ...query
}: TPublicContactsQuery): Promise<TContactPublicList> {
  return callOperation(contactOperations.listPublicInquiries, {
    query: { ...query, ...(nickname ? { nickname } : {}), limit: PAGING.CONTACTS },
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
