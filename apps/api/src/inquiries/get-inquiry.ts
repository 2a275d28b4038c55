import type { TInquiryDetail } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { toInquiryDetail } from './inquiry-mappers.js';
import { INQUIRY_DETAIL } from './inquiry-repository.js';
import { inquiryNotFound } from './inquiry-staff-rules.js';

/** One inquiry as staff open it, with its message and reply. */
export function createGetInquiry(deps: { prisma: PrismaClient }) {
  const { prisma } = deps;
  return async function getInquiry(id: number): Promise<TInquiryDetail> {
    const row = await prisma.inquiry.findUnique({ where: { id }, select: INQUIRY_DETAIL });
    if (!row) throw inquiryNotFound();
    return toInquiryDetail(row);
  };
}

export type GetInquiry = ReturnType<typeof createGetInquiry>;
