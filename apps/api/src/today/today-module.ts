import type { Router } from 'express';
import { createAttendanceRepository } from '../attendance/attendance-repository.js';
import type { Clock } from '../lib/clock.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createTuitionRepository } from '../tuition/tuition-repository.js';
import { createGetToday } from './get-today.js';
import { createTodayRepository } from './today-repository.js';
import { todayRoutes } from './today-routes.js';

/** Wires the staff's "Today"; `now` is the app's clock, which tests fix. */
export function createTodayModule(deps: ModuleDeps & { now?: Clock | undefined }): {
  router: Router;
} {
  const { prisma } = deps.database;
  const getToday = createGetToday({
    today: createTodayRepository(prisma),
    attendance: createAttendanceRepository(prisma),
    tuition: createTuitionRepository(prisma),
    ...(deps.now ? { now: deps.now } : {}),
  });
  return { router: todayRoutes({ guards: deps.guards, getToday }) };
}
