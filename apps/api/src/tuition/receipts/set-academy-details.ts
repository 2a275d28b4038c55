import type { TAcademyDetails, TAcademyDetailsSetting } from '@academy/contracts';
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
  return function setAcademyDetails(
    staffId: number,
    details: TAcademyDetails,
  ): Promise<TAcademyDetailsSetting> {
    return units.run(
      async ({ tx, audit }) => {
        const { before, after } = await academyDetails.replace(tx, details);
        audit({
          action: 'tuition.academy_details',
          entityType: 'academy_details',
          entityId: 1,
          details: { before, after },
        });
        return { details: after };
      },
      { staffId },
    );
  };
}

export type SetAcademyDetails = ReturnType<typeof createSetAcademyDetails>;
