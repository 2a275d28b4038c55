import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createClosuresRepository } from './closures-repository.js';
import type { Database } from '../db/database.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import { createBusyTimesRepository } from './busy-times-repository.js';
import { createGetTeacherBusyTimes } from './get-teacher-busy-times.js';
import { scheduleRoutes } from './schedule-routes.js';

/** Wires the public busy-times lookup and the member's own overrides. */
export function createScheduleModule(deps: {
  database: Database;
  guards: AuthGuards;
  publicCache: PublicReadCache;
}): { router: Router } {
  const { prisma } = deps.database;
  const busyTimes = createBusyTimesRepository(prisma);
  return {
    router: scheduleRoutes({
      guards: deps.guards,
      publicCache: deps.publicCache,
      busyTimes,
      getTeacherBusyTimes: createGetTeacherBusyTimes(busyTimes, createClosuresRepository(prisma)),
    }),
  };
}
