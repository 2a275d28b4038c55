import { createClosuresRepository } from '../schedule/closures-repository.js';
import { routesModule } from '../routing/routes-module.js';
import { scheduleChangeStaffRoutes } from './schedule-change-staff-routes.js';
import { createProcessScheduleChange } from './process-schedule-change.js';

/** Wires the staff decisions on schedule change requests. */
export const createScheduleChangeStaffModule = routesModule(
  scheduleChangeStaffRoutes,
  (prisma, units) => ({
    processScheduleChange: createProcessScheduleChange({
      prisma,
      units,
      closures: createClosuresRepository(prisma),
    }),
  }),
);
