import { FAMILY_MESSAGES, familyOperations } from '@academy/contracts';
import type { Router } from 'express';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createFamilyRepository } from './family-repository.js';
import { createExportOwnData } from './export-own-data.js';
import { createGetFamily } from './get-family.js';
import { createPersonalDataRepository } from './personal-data-repository.js';
import { createLinkGuardian } from './link-guardian.js';
import { createUnlinkGuardian } from './unlink-guardian.js';

/** Wires a guardian's view of their family and staff's links (docs/product/families.md). */
export function createFamiliesModule(deps: ModuleDeps): { router: Router } {
  const { prisma } = deps.database;
  const getFamily = createGetFamily({ family: createFamilyRepository(prisma) });
  const exportOwnData = createExportOwnData({ data: createPersonalDataRepository(prisma) });
  const linkGuardian = createLinkGuardian(deps);
  const unlinkGuardian = createUnlinkGuardian(deps);
  const { router, handle } = createOperationRouter(deps.guards);
  handle(familyOperations.getFamily, async ({ caller }) => ({ data: await getFamily(caller.id) }));
  handle(familyOperations.exportOwnData, async ({ caller }) => ({
    data: await exportOwnData(caller.id),
  }));
  handle(familyOperations.linkGuardian, async ({ caller, params, body }) => ({
    data: await linkGuardian(caller.id, params.id, body),
    message: FAMILY_MESSAGES.guardianLinked,
  }));
  handle(familyOperations.unlinkGuardian, async ({ caller, params }) => ({
    data: await unlinkGuardian(caller.id, params.id),
    message: FAMILY_MESSAGES.guardianUnlinked,
  }));
  return { router };
}
