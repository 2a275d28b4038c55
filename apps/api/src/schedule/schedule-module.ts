import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createBusyTimesRepository } from './busy-times-repository.js';
import { createGetTeacherBusyTimes } from './get-teacher-busy-times.js';
import { scheduleRoutes } from './schedule-routes.js';

/** Wires the public busy-times lookup and the member's own overrides. */
export function createScheduleModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const busyTimes = createBusyTimesRepository(deps.database.prisma);
  return {
    router: scheduleRoutes({
      guards: deps.guards,
      busyTimes,
      getTeacherBusyTimes: createGetTeacherBusyTimes(busyTimes),
    }),
  };
}
