import {
  FAMILY_MESSAGES,
  FEEDBACK_MESSAGES,
  type TGuardianLink,
  type TLinkGuardianRequest,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { familyRefused } from './family-refusal.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { familyLinksRepository as links, type TLinkResult } from './family-links-repository.js';

export function toGuardianLink(row: TLinkResult): TGuardianLink {
  const { guardian } = row;
  return {
    userId: row.id,
    guardian:
      guardian?.loginId != null
        ? { userId: guardian.id, name: guardian.name, loginId: guardian.loginId }
        : null,
    relationship: guardian ? row.guardianRelation : null,
  };
}

/**
 * Staff link a child to a guardian, found by the phone they registered (docs/product/families.md):
 * the guardian signs in themselves and is nobody's child; the child has no children. Both rows
 * are locked first.
 */
export function createLinkGuardian(deps: { units: UnitOfWork }) {
  return function linkGuardian(
    staffId: number,
    childId: number,
    input: TLinkGuardianRequest,
  ): Promise<TGuardianLink> {
    const { guardianPhone, relationship } = input;
    return deps.units.run(
      async ({ tx, audit }) => {
        const guardianId = await links.findIdByPhone(tx, guardianPhone);
        if (guardianId === null) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.guardianNotFound);
        if (guardianId === childId) throw familyRefused(FAMILY_MESSAGES.sameMember);
        const rows = await links.lockMembers(tx, [childId, guardianId]);
        const child = rows.find((row) => row.id === childId);
        const guardian = rows.find((row) => row.id === guardianId);
        if (!child || !guardian) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        if (guardian.loginId === null) throw familyRefused(FAMILY_MESSAGES.guardianWithoutLogin);
        if (guardian.guardianId !== null) throw familyRefused(FAMILY_MESSAGES.guardianIsChild);
        if ((await links.countChildren(tx, childId)) > 0)
          throw familyRefused(FAMILY_MESSAGES.childIsGuardian);
        const linked = await links.setGuardian(tx, childId, {
          guardianId,
          guardianRelation: relationship,
        });
        audit({
          action: 'family.link',
          entityType: 'member',
          entityId: childId,
          details: { guardianId, previousGuardianId: child.guardianId, relationship },
        });
        return toGuardianLink(linked);
      },
      { staffId },
    );
  };
}

export type LinkGuardian = ReturnType<typeof createLinkGuardian>;
