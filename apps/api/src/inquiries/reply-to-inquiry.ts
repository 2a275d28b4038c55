import { INQUIRY_STATUS_AFTER_REPLY, type TInquiryDetail } from '@academy/contracts';
import { changeInquiry, inquiryNotFound, type InquiryStaffDeps } from './inquiry-staff-rules.js';

/** Stores a staff reply (replacing an earlier one), moves the inquiry on and audits it. */
export function createReplyToInquiry(deps: InquiryStaffDeps) {
  return async function replyToInquiry(
    staffId: number,
    id: number,
    reply: string,
  ): Promise<TInquiryDetail> {
    return changeInquiry(deps, { staffId, id }, async (tx) => {
      const saved = await deps.inquiries.saveReply(tx, {
        id,
        reply,
        repliedAt: new Date(),
        repliedById: staffId,
        status: INQUIRY_STATUS_AFTER_REPLY,
      });
      if (!saved) throw inquiryNotFound();
      return { action: 'contact.reply', details: { length: reply.length } };
    });
  };
}

export type ReplyToInquiry = ReturnType<typeof createReplyToInquiry>;
