import type { Router } from 'express';
import type { Database } from '../db/database.js';
import { createBusyTimesRepository } from './busy-times-repository.js';
import { createGetTeacherBusyTimes } from './get-teacher-busy-times.js';
import { scheduleRoutes } from './schedule-routes.js';

/** Wires the public busy-times lookup. */
export function createScheduleModule(deps: { database: Database }): { router: Router } {
  const busyTimes = createBusyTimesRepository(deps.database.prisma);
  return { router: scheduleRoutes({ getTeacherBusyTimes: createGetTeacherBusyTimes(busyTimes) }) };
}
