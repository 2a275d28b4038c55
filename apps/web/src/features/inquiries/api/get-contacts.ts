import { contactOperations, PAGING } from '@academy/contracts';
import type { TContactList, TContactStatus } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

/** Every page and filter of the staff inquiry list lives under this key. */
export const contactsQueryKey = ['staff', 'contacts'] as const;

export type TContactsParams = { page: number; status: TContactStatus | 'all' };

/** GET /contact (staff): one page of 10 inquiries, newest first. */
export function getContacts({ page, status }: TContactsParams): Promise<TContactList> {
  return callOperation(contactOperations.listInquiries, {
    query: { ...(status === 'all' ? {} : { status }), page, limit: PAGING.CONTACTS },
  });
}

export function useContacts(params: TContactsParams) {
  return useQuery({
    queryKey: [...contactsQueryKey, params],
    queryFn: () => getContacts(params),
    placeholderData: keepPreviousData,
  });
}
