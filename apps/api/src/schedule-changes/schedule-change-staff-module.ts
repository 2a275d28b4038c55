import { createClosuresRepository } from '../schedule/closures-repository.js';
import { routesModule } from '../routing/routes-module.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { createMoveLesson } from './move-lesson.js';
import { createScheduleChangeRepository } from './schedule-change-repository.js';
import { scheduleChangeStaffRoutes } from './schedule-change-staff-routes.js';
import { createProcessScheduleChange } from './process-schedule-change.js';

/** Wires the staff decisions on schedule change requests and staff's own lesson moves. */
export const createScheduleChangeStaffModule = routesModule(
  scheduleChangeStaffRoutes,
  (prisma, units) => {
    const closures = createClosuresRepository(prisma);
    return {
      processScheduleChange: createProcessScheduleChange({ prisma, units, closures }),
      moveLesson: createMoveLesson({
        prisma,
        units,
        closures,
        scheduleChanges: createScheduleChangeRepository(prisma),
        getTeacherBusyTimes: createGetTeacherBusyTimes(createBusyTimesRepository(prisma), closures),
      }),
    };
  },
);
