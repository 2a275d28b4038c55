import { FEEDBACK_MESSAGES, type TStaffInquiry } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { TAuditEntry } from '../unit-of-work/message.js';
import type { TWork, UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toStaffInquiry } from './inquiry-mappers.js';
import type { InquiryStaffRepository } from './inquiry-staff-repository.js';

/** What the staff side of inquiries (get, reply, set status) answers for an id it cannot find. */
export const inquiryNotFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/** What the staff's changes of an inquiry are built from. */
export interface InquiryStaffDeps {
  units: UnitOfWork;
  inquiries: InquiryStaffRepository;
}

/**
 * One staff change of an inquiry: `change` writes it and says what to audit; the audit row goes
 * in the same transaction, and the answer is the inquiry as that transaction leaves it.
 */
export async function changeInquiry(
  { units, inquiries }: InquiryStaffDeps,
  { staffId, id }: { staffId: number; id: number },
  change: (work: TWork) => Promise<Pick<TAuditEntry, 'action' | 'details'>>,
): Promise<TStaffInquiry> {
  const row = await units.run(
    async (work) => {
      const { tx, audit } = work;
      const { action, details } = await change(work);
      audit({ entityType: 'inquiry', action, entityId: id, details });
      return inquiries.findDetailIn(tx, id);
    },
    { staffId },
  );
  return toStaffInquiry(row);
}
