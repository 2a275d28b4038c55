import type { TAcademyDetails, TAcademyDetailsSetting } from '@academy/contracts';
import { saveSetting } from '../save-setting.js';
import type { UnitOfWork } from '../../unit-of-work/unit-of-work.js';
import type { AcademyDetailsRepository } from './academy-details-repository.js';

/**
 * The admin sets the academy details for receipts, with its audit row, in one transaction.
 * Receipts are made on request, so every receipt from now on prints them.
 */
export function createSetAcademyDetails(deps: {
  units: UnitOfWork;
  academyDetails: AcademyDetailsRepository;
}) {
  const { units, academyDetails } = deps;
  return async function setAcademyDetails(
    staffId: number,
    details: TAcademyDetails,
  ): Promise<TAcademyDetailsSetting> {
    const audited = { action: 'tuition.academy_details', entityType: 'academy_details' };
    const after = await saveSetting(units, staffId, audited, (tx) =>
      academyDetails.replace(tx, details),
    );
    return { details: after };
  };
}

export type SetAcademyDetails = ReturnType<typeof createSetAcademyDetails>;
