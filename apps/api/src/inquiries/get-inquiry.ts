import type { TStaffInquiry } from '@academy/contracts';
import { toStaffInquiry } from './inquiry-mappers.js';
import type { InquiryStaffRepository } from './inquiry-staff-repository.js';
import { inquiryNotFound } from './inquiry-staff-rules.js';

/** One inquiry as staff open it, with its message and reply. */
export function createGetInquiry(deps: { inquiries: InquiryStaffRepository }) {
  const { inquiries } = deps;
  return async function getInquiry(id: number): Promise<TStaffInquiry> {
    const row = await inquiries.findDetail(id);
    if (!row) throw inquiryNotFound();
    return toStaffInquiry(row);
  };
}

export type GetInquiry = ReturnType<typeof createGetInquiry>;
