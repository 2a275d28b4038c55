import type { Router } from 'express';
import type { Clock } from '../lib/clock.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createDeletePracticeEntry } from './delete-practice-entry.js';
import { createListMyPractice } from './list-my-practice.js';
import { createLogPractice } from './log-practice.js';
import { createPracticeLogRepository } from './practice-log-repository.js';
import { practiceLogRoutes } from './practice-log-routes.js';

/** Wires the practice log; `now` is the app's clock, which tests fix (the days allowed follow it). */
export function createPracticeLogModule(deps: ModuleDeps & { now?: Clock | undefined }): {
  router: Router;
} {
  const practiceLog = createPracticeLogRepository(deps.database.prisma);
  const useCases = { units: deps.units, practiceLog, ...(deps.now ? { now: deps.now } : {}) };
  return {
    router: practiceLogRoutes({
      guards: deps.guards,
      logPractice: createLogPractice(useCases),
      listMyPractice: createListMyPractice(useCases),
      deletePracticeEntry: createDeletePracticeEntry(useCases),
    }),
  };
}
