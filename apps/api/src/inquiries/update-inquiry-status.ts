import {
  canSetInquiryStatus,
  STAFF_MESSAGES,
  type TStaffInquiry,
  type TInquiryStatus,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { changeInquiry, inquiryNotFound, type InquiryStaffDeps } from './inquiry-staff-rules.js';

/** Sets an inquiry's status by hand, where it agrees with its reply; audited. */
export function createUpdateInquiryStatus(deps: InquiryStaffDeps) {
  const { inquiries } = deps;
  return async function updateInquiryStatus(
    staffId: number,
    id: number,
    status: TInquiryStatus,
  ): Promise<TStaffInquiry> {
    return changeInquiry(deps, { staffId, id }, async ({ tx }) => {
      const before = await inquiries.findStatusAndReply(tx, id);
      if (!before) throw inquiryNotFound();
      if (!canSetInquiryStatus(status, before.reply !== null)) {
        throw new AppError('STATUS_TRANSITION_REFUSED', STAFF_MESSAGES.inquiryStatusRefused);
      }
      await inquiries.setStatus(tx, id, status);
      return { action: 'contact.status_update', details: { from: before.status, to: status } };
    });
  };
}

export type UpdateInquiryStatus = ReturnType<typeof createUpdateInquiryStatus>;
