import type { Router } from 'express';
import type { Clock } from '../lib/clock.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createApprovePause } from './approve-pause.js';
import { createListMyPauses } from './list-my-pauses.js';
import { createPausesRepository } from './pauses-repository.js';
import { pausesRoutes } from './pauses-routes.js';
import { createRejectPause } from './reject-pause.js';
import { createRequestPause } from './request-pause.js';
import { createWithdrawPause } from './withdraw-pause.js';

/** Wires pauses; `now` is the app's clock, which tests fix (the months allowed follow it). */
export function createPausesModule(deps: ModuleDeps & { now?: Clock | undefined }): {
  router: Router;
} {
  const { database, guards, units } = deps;
  const pauses = createPausesRepository(database.prisma);
  const useCases = { units, pauses, ...(deps.now ? { now: deps.now } : {}) };
  return {
    router: pausesRoutes({
      guards,
      pauses,
      requestPause: createRequestPause(useCases),
      listMyPauses: createListMyPauses(useCases),
      withdrawPause: createWithdrawPause(useCases),
      approvePause: createApprovePause(useCases),
      rejectPause: createRejectPause(useCases),
    }),
  };
}
