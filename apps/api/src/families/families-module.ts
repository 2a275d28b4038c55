import { DELETION_REQUEST_MESSAGES, FAMILY_MESSAGES, familyOperations } from '@academy/contracts';
import type { Router } from 'express';
import { createOperationRouter } from '../routing/operation-router.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createFamilyRepository } from './family-repository.js';
import { createExportOwnData } from './export-own-data.js';
import { createGetFamily } from './get-family.js';
import { createPersonalDataRepository } from './personal-data-repository.js';
import { createLinkGuardian } from './link-guardian.js';
import { createUnlinkGuardian } from './unlink-guardian.js';
import { createGiveChildLogin } from './give-child-login.js';
import { createSessionRepository } from '../auth/session-repository.js';
import { createCompleteDeletionRequest } from './complete-deletion-request.js';
import { createDeclineDeletionRequest } from './decline-deletion-request.js';
import { createListDeletionRequests } from './list-deletion-requests.js';
import { createRequestDeletion } from './request-deletion.js';

/** Wires a guardian's view of their family and staff's links (docs/product/families.md). */
export function createFamiliesModule(deps: ModuleDeps): { router: Router } {
  const { prisma } = deps.database;
  const getFamily = createGetFamily({ family: createFamilyRepository(prisma) });
  const exportOwnData = createExportOwnData({ data: createPersonalDataRepository(prisma) });
  const linkGuardian = createLinkGuardian(deps);
  const unlinkGuardian = createUnlinkGuardian(deps);
  const giveChildLogin = createGiveChildLogin(deps);
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
  handle(familyOperations.giveChildLogin, async ({ caller, params, body }) => ({
    data: await giveChildLogin(caller.id, params.id, body),
    message: FAMILY_MESSAGES.childLoginMade,
  }));
  bindDeletionRequests(deps, handle);
  return { router };
}

/** Deletion requests: a member asks, staff complete or decline (docs/product/privacy.md). */
function bindDeletionRequests(
  deps: ModuleDeps,
  handle: ReturnType<typeof createOperationRouter>['handle'],
) {
  const { units } = deps;
  const requestDeletion = createRequestDeletion({ units });
  const list = createListDeletionRequests({ prisma: deps.database.prisma });
  const complete = createCompleteDeletionRequest({
    units,
    sessions: createSessionRepository(deps.database.prisma),
  });
  const decline = createDeclineDeletionRequest({ units });
  handle(familyOperations.requestDeletion, async ({ caller, body }) => ({
    data: await requestDeletion(caller.id, body.userId),
    message: DELETION_REQUEST_MESSAGES.requested,
  }));
  handle(familyOperations.listOwnDeletionRequests, async ({ caller }) => ({
    data: await list.listOwn(caller.id),
  }));
  handle(familyOperations.listDeletionRequests, async () => ({ data: await list.listOpen() }));
  handle(familyOperations.completeDeletionRequest, async ({ caller, params }) => ({
    data: await complete(caller.id, params.id),
    message: DELETION_REQUEST_MESSAGES.completed,
  }));
  handle(familyOperations.declineDeletionRequest, async ({ caller, params, body }) => ({
    data: await decline(caller.id, params.id, body.reason),
    message: DELETION_REQUEST_MESSAGES.declined,
  }));
}
