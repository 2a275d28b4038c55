import { FAMILY_MESSAGES, FEEDBACK_MESSAGES, type TGuardianLink } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { familyRefused } from './family-refusal.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { familyLinksRepository as links } from './family-links-repository.js';
import { toGuardianLink } from './link-guardian.js';

/**
 * Staff remove a child's guardian: only when the child can sign in and be reached on their own
 * (a login, an e-mail and a phone), as the database also requires.
 */
export function createUnlinkGuardian(deps: { units: UnitOfWork }) {
  return function unlinkGuardian(staffId: number, childId: number): Promise<TGuardianLink> {
    return deps.units.run(
      async ({ tx, audit }) => {
        const [child] = await links.lockMembers(tx, [childId]);
        if (!child) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        const reachable = child.loginId !== null && child.email !== null && child.phoneNumber;
        if (child.guardianId !== null && !reachable)
          throw familyRefused(FAMILY_MESSAGES.childWithoutLogin);
        const unlinked = await links.setGuardian(tx, childId, {
          guardianId: null,
          guardianRelation: null,
        });
        if (child.guardianId !== null) {
          audit({
            action: 'family.unlink',
            entityType: 'member',
            entityId: childId,
            details: { previousGuardianId: child.guardianId },
          });
        }
        return toGuardianLink(unlinked);
      },
      { staffId },
    );
  };
}

export type UnlinkGuardian = ReturnType<typeof createUnlinkGuardian>;
