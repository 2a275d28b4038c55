import {
  scheduleOperations,
  STAFF_MESSAGES,
  staffMessage,
  type TLanguage,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { StaffCaller } from '../auth/callers.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { CreatePersonalSchedule } from './create-personal-schedule.js';
import type { GetPersonalSchedule } from './get-personal-schedule.js';
import type { GetTeacherDayBusyTimes } from './get-teacher-day-busy-times.js';
import type { ListPersonalSchedules } from './list-personal-schedules.js';
import type { RemovePersonalSchedule } from './remove-personal-schedule.js';
import type { StaffViewer } from './teacher-schedule-access.js';
import type { UpdatePersonalSchedule } from './update-personal-schedule.js';

function viewerOf(caller: StaffCaller, language: TLanguage): StaffViewer {
  return { staffId: caller.id, isAdmin: caller.isAdmin, language };
}

/** The teacher's personal and one-day-class calendar (docs/product/api.md). */
export function teacherScheduleRoutes(deps: {
  guards: AuthGuards;
  listPersonalSchedules: ListPersonalSchedules;
  getPersonalSchedule: GetPersonalSchedule;
  createPersonalSchedule: CreatePersonalSchedule;
  updatePersonalSchedule: UpdatePersonalSchedule;
  removePersonalSchedule: RemovePersonalSchedule;
  getTeacherDayBusyTimes: GetTeacherDayBusyTimes;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(scheduleOperations.getTeacherDayBusyTimes, async ({ caller, query, language }) => ({
    data: await deps.getTeacherDayBusyTimes(viewerOf(caller, language), query),
  }));

  handle(scheduleOperations.listPersonalSchedules, async ({ caller, query, language }) => ({
    data: { data: await deps.listPersonalSchedules(viewerOf(caller, language), query.teacherId) },
  }));

  handle(scheduleOperations.createPersonalSchedule, async ({ caller, body, language }) => {
    const { detail, existing } = await deps.createPersonalSchedule(
      viewerOf(caller, language),
      body,
    );
    return {
      data: detail,
      message: existing
        ? STAFF_MESSAGES.onedayClassAlreadyInCalendar
        : STAFF_MESSAGES.personalScheduleCreated,
    };
  });

  handle(scheduleOperations.getPersonalSchedule, async ({ caller, params, language }) => ({
    data: { data: await deps.getPersonalSchedule(viewerOf(caller, language), params.id) },
  }));

  handle(scheduleOperations.updatePersonalSchedule, async ({ caller, params, body, language }) => ({
    data: await deps.updatePersonalSchedule(viewerOf(caller, language), params.id, body),
    message: STAFF_MESSAGES.personalScheduleUpdated,
  }));

  // Data: null when the whole schedule went, { schedule } (the series) when one day did.
  handle(scheduleOperations.deletePersonalSchedule, async ({ caller, params, query, language }) => {
    const viewer = viewerOf(caller, language);
    const result = await deps.removePersonalSchedule(viewer, params.id, query.occurrence);
    if (result.removed === 'series') {
      return { data: null, message: STAFF_MESSAGES.personalScheduleDeleted };
    }
    return {
      data: { schedule: result.schedule },
      message: staffMessage('personalScheduleOccurrenceDeleted', language, { date: result.date }),
    };
  });

  return router;
}
