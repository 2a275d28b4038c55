import { INQUIRY_STATUS_AFTER_REPLY, type TInquiryDetail } from '@academy/contracts';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toInquiryDetail } from './inquiry-mappers.js';
import { INQUIRY_DETAIL } from './inquiry-repository.js';
import { inquiryNotFound } from './inquiry-staff-rules.js';

/** Stores a staff reply (replacing an earlier one), moves the inquiry on and audits it. */
export function createReplyToInquiry(deps: { units: UnitOfWork }) {
  const { units } = deps;
  return async function replyToInquiry(
    staffId: number,
    id: number,
    reply: string,
  ): Promise<TInquiryDetail> {
    const row = await units.run(
      async ({ tx, audit }) => {
        const { count } = await tx.inquiry.updateMany({
          where: { id },
          data: {
            reply,
            repliedAt: new Date(),
            repliedById: staffId,
            status: INQUIRY_STATUS_AFTER_REPLY,
          },
        });
        if (count !== 1) throw inquiryNotFound();
        audit({
          entityType: 'inquiry',
          action: 'contact.reply',
          entityId: id,
          details: { length: reply.length },
        });
        return tx.inquiry.findUniqueOrThrow({ where: { id }, select: INQUIRY_DETAIL });
      },
      { staffId },
    );
    return toInquiryDetail(row);
  };
}

export type ReplyToInquiry = ReturnType<typeof createReplyToInquiry>;
