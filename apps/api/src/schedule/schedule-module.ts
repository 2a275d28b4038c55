import { createClosuresRepository } from '../closures/closures-repository.js';
import { routesModule } from '../http/routes-module.js';
import { createBusyTimesRepository } from './busy-times-repository.js';
import { createGetTeacherBusyTimes } from './get-teacher-busy-times.js';
import { scheduleRoutes } from './schedule-routes.js';

/** Wires the public busy-times lookup and the member's own overrides. */
export const createScheduleModule = routesModule(scheduleRoutes, (prisma) => {
  const busyTimes = createBusyTimesRepository(prisma);
  return {
    busyTimes,
    getTeacherBusyTimes: createGetTeacherBusyTimes(busyTimes, createClosuresRepository(prisma)),
  };
});
