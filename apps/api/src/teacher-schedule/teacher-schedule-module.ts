import { createClosuresRepository } from '../schedule/closures-repository.js';
import { routesModule } from '../routing/routes-module.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { createCreatePersonalSchedule } from './create-personal-schedule.js';
import { createGetPersonalSchedule } from './get-personal-schedule.js';
import { createGetTeacherDayBusyTimes } from './get-teacher-day-busy-times.js';
import { createListPersonalSchedules } from './list-personal-schedules.js';
import { createRemovePersonalSchedule } from './remove-personal-schedule.js';
import { createTeacherScheduleRepository } from './teacher-schedule-repository.js';
import { teacherScheduleRoutes } from './teacher-schedule-routes.js';
import { createUpdatePersonalSchedule } from './update-personal-schedule.js';

/** Wires the teacher's calendar; busy times come from the schedule module's lookup. */
export const createTeacherScheduleModule = routesModule(teacherScheduleRoutes, (prisma, units) => {
  const schedules = createTeacherScheduleRepository(prisma);
  return {
    listPersonalSchedules: createListPersonalSchedules({ schedules }),
    getPersonalSchedule: createGetPersonalSchedule({ schedules }),
    createPersonalSchedule: createCreatePersonalSchedule({ units, schedules }),
    updatePersonalSchedule: createUpdatePersonalSchedule({ units, schedules }),
    removePersonalSchedule: createRemovePersonalSchedule({ units, schedules }),
    getTeacherDayBusyTimes: createGetTeacherDayBusyTimes({
      getTeacherBusyTimes: createGetTeacherBusyTimes(
        createBusyTimesRepository(prisma),
        createClosuresRepository(prisma),
      ),
    }),
  };
});
