import {
  canSetInquiryStatus,
  STAFF_MESSAGES,
  type TInquiryDetail,
  type TInquiryStatus,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toInquiryDetail } from './inquiry-mappers.js';
import type { InquiryStaffRepository } from './inquiry-staff-repository.js';
import { inquiryNotFound } from './inquiry-staff-rules.js';

/** Sets an inquiry's status by hand, where it agrees with its reply; audited. */
export function createUpdateInquiryStatus(deps: {
  units: UnitOfWork;
  inquiries: InquiryStaffRepository;
}) {
  const { units, inquiries } = deps;
  return async function updateInquiryStatus(
    staffId: number,
    id: number,
    status: TInquiryStatus,
  ): Promise<TInquiryDetail> {
    const row = await units.run(
      async ({ tx, audit }) => {
        const before = await inquiries.findStatusAndReply(tx, id);
        if (!before) throw inquiryNotFound();
        if (!canSetInquiryStatus(status, before.reply !== null)) {
          throw new AppError('STATUS_TRANSITION_REFUSED', STAFF_MESSAGES.inquiryStatusRefused);
        }
        await inquiries.setStatus(tx, id, status);
        audit({
          entityType: 'inquiry',
          action: 'contact.status_update',
          entityId: id,
          details: { from: before.status, to: status },
        });
        return inquiries.findDetailIn(tx, id);
      },
      { staffId },
    );
    return toInquiryDetail(row);
  };
}

export type UpdateInquiryStatus = ReturnType<typeof createUpdateInquiryStatus>;
