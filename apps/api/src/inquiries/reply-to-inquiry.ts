import { INQUIRY_STATUS_AFTER_REPLY, type TInquiryDetail } from '@academy/contracts';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toInquiryDetail } from './inquiry-mappers.js';
import type { InquiryStaffRepository } from './inquiry-staff-repository.js';
import { inquiryNotFound } from './inquiry-staff-rules.js';

/** Stores a staff reply (replacing an earlier one), moves the inquiry on and audits it. */
export function createReplyToInquiry(deps: {
  units: UnitOfWork;
  inquiries: InquiryStaffRepository;
}) {
  const { units, inquiries } = deps;
  return async function replyToInquiry(
    staffId: number,
    id: number,
    reply: string,
  ): Promise<TInquiryDetail> {
    const row = await units.run(
      async ({ tx, audit }) => {
        const saved = await inquiries.saveReply(tx, {
          id,
          reply,
          repliedAt: new Date(),
          repliedById: staffId,
          status: INQUIRY_STATUS_AFTER_REPLY,
        });
        if (!saved) throw inquiryNotFound();
        audit({
          entityType: 'inquiry',
          action: 'contact.reply',
          entityId: id,
          details: { length: reply.length },
        });
        return inquiries.findDetailIn(tx, id);
      },
      { staffId },
    );
    return toInquiryDetail(row);
  };
}

export type ReplyToInquiry = ReturnType<typeof createReplyToInquiry>;
