import { contactOperations, PAGING } from '@academy/contracts';
import type { TContactList, TContactStatus } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

/** Every page and filter of the staff inquiry list lives under this key. */
export const contactsQueryKey = ['staff', 'contacts'] as const;

export type TContactsParams = TRequestPage<TContactStatus>;

/** GET /contact (staff): one page of 10 inquiries, newest first. */
export function getContacts({ page, status }: TContactsParams): Promise<TContactList> {
  return callOperation(contactOperations.listInquiries, {
    query: { ...(status === 'all' ? {} : { status }), page, limit: PAGING.CONTACTS },
  });
}

export function useContacts(params: TContactsParams) {
  return useListPage([...contactsQueryKey, params], () => getContacts(params));
}
