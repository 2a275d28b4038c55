import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { createCheckPendingScheduleChange } from './check-pending-schedule-change.js';
import { createModificationRepository } from './modification-repository.js';
import { modificationRoutes } from './modification-routes.js';
import { createRequestScheduleChange } from './request-schedule-change.js';

/** Wires schedule change requests; busy hours come from the schedule module's lookup. */
export function createModificationModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const { prisma } = deps.database;
  const modifications = createModificationRepository(prisma);
  const getTeacherBusyTimes = createGetTeacherBusyTimes(createBusyTimesRepository(prisma));
  return {
    router: modificationRoutes({
      guards: deps.guards,
      modifications,
      requestScheduleChange: createRequestScheduleChange({
        prisma,
        modifications,
        getTeacherBusyTimes,
      }),
      checkPendingScheduleChange: createCheckPendingScheduleChange({ modifications }),
    }),
  };
}
