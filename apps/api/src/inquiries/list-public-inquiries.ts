import {
  buildPagination,
  INQUIRY_PUBLIC_PAGING,
  paginationOffset,
  pagingOf,
  type TInquiryPublicList,
  type TInquiryPublicQuery,
} from '@academy/contracts';
import { toPublicCard } from './inquiry-mappers.js';
import type { InquiryRepository } from './inquiry-repository.js';

/**
 * The inquiry board guests see: one page of one category, plus the count of every tab; with a
 * nickname search, both count only the inquiries it finds.
 */
export function createListPublicInquiries(inquiries: InquiryRepository) {
  return async function listPublicInquiries(
    query: TInquiryPublicQuery,
  ): Promise<TInquiryPublicList> {
    const paging = pagingOf(query, INQUIRY_PUBLIC_PAGING);
    const [rows, counts] = await Promise.all([
      inquiries.findPublicPage({
        ...(query.category ? { category: query.category } : {}),
        ...(query.nickname ? { nickname: query.nickname } : {}),
        skip: paginationOffset(paging),
        take: paging.limit,
      }),
      inquiries.countByCategory(query.nickname),
    ]);
    const total = counts[query.category ?? 'all'];
    return {
      contacts: rows.map(toPublicCard),
      counts,
      pagination: buildPagination({ total, ...paging }),
    };
  };
}

export type ListPublicInquiries = ReturnType<typeof createListPublicInquiries>;
