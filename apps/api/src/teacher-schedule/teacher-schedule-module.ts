import { createClosuresRepository } from '../closures/closures-repository.js';
import { routesModule } from '../http/routes-module.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { createTeacherScheduleRepository } from './teacher-schedule-repository.js';
import { teacherScheduleRoutes } from './teacher-schedule-routes.js';
import { createTeacherScheduleService } from './teacher-schedule-service.js';

/** Wires the teacher's calendar; busy times come from the schedule module's lookup. */
export const createTeacherScheduleModule = routesModule(teacherScheduleRoutes, (prisma) => ({
  schedules: createTeacherScheduleService({
    prisma,
    schedules: createTeacherScheduleRepository(prisma),
    getTeacherBusyTimes: createGetTeacherBusyTimes(
      createBusyTimesRepository(prisma),
      createClosuresRepository(prisma),
    ),
  }),
}));
