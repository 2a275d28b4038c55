import { INQUIRY_STATUS_AFTER_REPLY, type TStaffInquiry } from '@academy/contracts';
import { inquiryAnsweredNotice } from './inquiry-answered-notice.js';
import { changeInquiry, inquiryNotFound, type InquiryStaffDeps } from './inquiry-staff-rules.js';

/**
 * Stores a staff reply (replacing an earlier one), moves the inquiry on and audits it; a guest
 * who asked to hear of the answer is told by 알림톡, once.
 */
export function createReplyToInquiry(deps: InquiryStaffDeps) {
  return async function replyToInquiry(
    staffId: number,
    id: number,
    reply: string,
  ): Promise<TStaffInquiry> {
    return changeInquiry(deps, { staffId, id }, async ({ tx, notify }) => {
      const saved = await deps.inquiries.saveReply(tx, {
        id,
        reply,
        repliedAt: new Date(),
        repliedById: staffId,
        status: INQUIRY_STATUS_AFTER_REPLY,
      });
      if (!saved) throw inquiryNotFound();
      const notice = await deps.inquiries.takeAnswerNotice(tx, id);
      if (notice) {
        const { recipient, message } = inquiryAnsweredNotice(id, notice);
        notify(recipient, message);
      }
      return { action: 'contact.reply', details: { length: reply.length, notified: !!notice } };
    });
  };
}

export type ReplyToInquiry = ReturnType<typeof createReplyToInquiry>;
