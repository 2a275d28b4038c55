import { inquiryOperations, PAGING } from '@academy/contracts';
import type { TInquiryList, TInquiryStatus } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';
import { useListPage } from '@/lib/staff-queries/request-pages';
import type { TRequestPage } from '@/lib/staff-queries/request-pages';

/** Every page and filter of the staff inquiry list lives under this key. */
export const inquiriesQueryKey = ['staff', 'contacts'] as const;

export type TInquiriesParams = TRequestPage<TInquiryStatus>;

/** GET /contact (staff): one page of 10 inquiries, newest first. */
export function getInquiries({ page, status }: TInquiriesParams): Promise<TInquiryList> {
  return callOperation(inquiryOperations.listInquiries, {
    query: { ...(status === 'all' ? {} : { status }), page, limit: PAGING.INQUIRIES },
  });
}

export function useInquiries(params: TInquiriesParams) {
  return useListPage([...inquiriesQueryKey, params], () => getInquiries(params));
}
