import { inquiryOperations, PAGING } from '@academy/contracts';
import type { TInquiryCategory, TInquiryPublicList } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';

export type TInquiryFilter = TInquiryCategory | 'all';

/** The board's tab and page, and the nickname searched ('' for none). */
export type TPublicInquiriesQuery = { category: TInquiryFilter; page: number; nickname: string };

/** GET /contact/public: one page of cards, the counts per category tab and the paging. */
export function getPublicInquiries({
  nickname,
  ...query
}: TPublicInquiriesQuery): Promise<TInquiryPublicList> {
  return callOperation(inquiryOperations.listPublicInquiries, {
    query: { ...query, ...(nickname ? { nickname } : {}), limit: PAGING.INQUIRIES },
  });
}

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export function usePublicInquiries(query: TPublicInquiriesQuery) {
  return useQuery({
    queryKey: ['contact', 'public', query],
    queryFn: () => getPublicInquiries(query),
    placeholderData: keepPreviousData,
  });
}
