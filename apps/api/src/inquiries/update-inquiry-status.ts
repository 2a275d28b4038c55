import {
  canSetInquiryStatus,
  STAFF_MESSAGES,
  type TInquiryDetail,
  type TInquiryStatus,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toInquiryDetail } from './inquiry-mappers.js';
import { INQUIRY_DETAIL } from './inquiry-repository.js';
import { inquiryNotFound } from './inquiry-staff-rules.js';

/** Sets an inquiry's status by hand, where it agrees with its reply; audited. */
export function createUpdateInquiryStatus(deps: { units: UnitOfWork }) {
  const { units } = deps;
  return async function updateInquiryStatus(
    staffId: number,
    id: number,
    status: TInquiryStatus,
  ): Promise<TInquiryDetail> {
    const row = await units.run(
      async ({ tx, audit }) => {
        const before = await tx.inquiry.findUnique({
          where: { id },
          select: { status: true, reply: true },
        });
        if (!before) throw inquiryNotFound();
        if (!canSetInquiryStatus(status, before.reply !== null)) {
          throw new AppError('STATUS_TRANSITION_REFUSED', STAFF_MESSAGES.inquiryStatusRefused);
        }
        await tx.inquiry.update({ where: { id }, data: { status } });
        audit({
          entityType: 'inquiry',
          action: 'contact.status_update',
          entityId: id,
          details: { from: before.status, to: status },
        });
        return tx.inquiry.findUniqueOrThrow({ where: { id }, select: INQUIRY_DETAIL });
      },
      { staffId },
    );
    return toInquiryDetail(row);
  };
}

export type UpdateInquiryStatus = ReturnType<typeof createUpdateInquiryStatus>;
