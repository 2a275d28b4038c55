import { createClosuresRepository } from '../schedule/closures-repository.js';
import { routesModule } from '../routing/routes-module.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { createCheckPendingScheduleChange } from './check-pending-schedule-change.js';
import { createScheduleChangeRepository } from './schedule-change-repository.js';
import { scheduleChangeRoutes } from './schedule-change-routes.js';
import { createRequestScheduleChange } from './request-schedule-change.js';
import { createWithdrawScheduleChange } from './withdraw-schedule-change.js';

/** Wires schedule change requests; busy hours come from the schedule module's lookup. */
export const createScheduleChangeModule = routesModule(scheduleChangeRoutes, (prisma, units) => {
  const scheduleChanges = createScheduleChangeRepository(prisma);
  const getTeacherBusyTimes = createGetTeacherBusyTimes(
    createBusyTimesRepository(prisma),
    createClosuresRepository(prisma),
  );
  return {
    scheduleChanges,
    requestScheduleChange: createRequestScheduleChange({
      prisma,
      units,
      scheduleChanges,
      getTeacherBusyTimes,
    }),
    checkPendingScheduleChange: createCheckPendingScheduleChange({ scheduleChanges }),
    withdrawScheduleChange: createWithdrawScheduleChange({ units, scheduleChanges }),
  };
});
