import {
  buildPagination,
  paginationOffset,
  type TInquiryList,
  type TInquiriesQuery,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { toInquiryDetail } from './inquiry-mappers.js';
import { INQUIRY_DETAIL } from './inquiry-repository.js';

/** The staff's inquiry list, newest first, of one status or all, one page (docs/product/api.md). */
export function createListInquiries(deps: { prisma: PrismaClient }) {
  const { prisma } = deps;
  return async function listInquiries(query: TInquiriesQuery): Promise<TInquiryList> {
    const where = query.status ? { status: query.status } : {};
    const [rows, total] = await Promise.all([
      prisma.inquiry.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: paginationOffset(query),
        take: query.limit,
        select: INQUIRY_DETAIL,
      }),
      prisma.inquiry.count({ where }),
    ]);
    return {
      contacts: rows.map(toInquiryDetail),
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    };
  };
}

export type ListInquiries = ReturnType<typeof createListInquiries>;
