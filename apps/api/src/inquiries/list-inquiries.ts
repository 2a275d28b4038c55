import {
  buildPagination,
  paginationOffset,
  type TInquiryList,
  type TInquiriesQuery,
} from '@academy/contracts';
import { toStaffInquiry } from './inquiry-mappers.js';
import type { InquiryStaffRepository } from './inquiry-staff-repository.js';

/** The staff's inquiry list, newest first, of one status or all, one page (docs/product/api.md). */
export function createListInquiries(deps: { inquiries: InquiryStaffRepository }) {
  const { inquiries } = deps;
  return async function listInquiries(query: TInquiriesQuery): Promise<TInquiryList> {
    const { rows, total } = await inquiries.findPage({
      status: query.status,
      skip: paginationOffset(query),
      take: query.limit,
    });
    return {
      contacts: rows.map(toStaffInquiry),
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    };
  };
}

export type ListInquiries = ReturnType<typeof createListInquiries>;
