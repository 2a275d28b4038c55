import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { createTeacherScheduleRepository } from './teacher-schedule-repository.js';
import { teacherScheduleRoutes } from './teacher-schedule-routes.js';
import { createTeacherScheduleService } from './teacher-schedule-service.js';

/** Wires the teacher's calendar; busy times come from the schedule module's lookup. */
export function createTeacherScheduleModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const { prisma } = deps.database;
  return {
    router: teacherScheduleRoutes({
      guards: deps.guards,
      schedules: createTeacherScheduleService({
        prisma,
        schedules: createTeacherScheduleRepository(prisma),
        getTeacherBusyTimes: createGetTeacherBusyTimes(createBusyTimesRepository(prisma)),
      }),
    }),
  };
}
