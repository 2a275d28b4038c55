import { expandTeacherSchedule, STAFF_MESSAGES, type TPersonalSchedule } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import {
  findOwned,
  notFound,
  PERSONAL_SCHEDULE_ENTITY,
  toSchedule,
  type StaffViewer,
  type TeacherScheduleDeps,
} from './teacher-schedule-access.js';
import type { TeacherScheduleRow } from './teacher-schedule-repository.js';
import { systemClock } from '../lib/clock.js';

/** What DELETE did: the whole schedule, or one day of a series (the series is returned). */
export type ScheduleRemoval =
  { removed: 'series' } | { removed: 'occurrence'; date: string; schedule: TPersonalSchedule };

/**
 * Without `occurrence` the whole schedule goes. With it, only that day of a series goes
 * (stored as an exclusion); the day must be one the schedule takes place on, and for a
 * one-off event naming its own day simply deletes the event. Each is written with its audit
 * row in one transaction.
 */
export function createRemovePersonalSchedule(deps: TeacherScheduleDeps) {
  const { units, schedules, now = systemClock } = deps;

  function assertTakesPlace(current: TeacherScheduleRow, viewer: StaffViewer, date: string) {
    const happens = expandTeacherSchedule(
      {
        regularSchedules: [],
        personalSchedules: [toSchedule(current, viewer)],
        approvedModifications: [],
        makeupLessons: [],
        closures: [],
      },
      { startDate: date, endDate: date },
    );
    if (happens.length === 0) {
      throw new AppError('NOT_FOUND', STAFF_MESSAGES.personalScheduleOccurrenceNotFound);
    }
  }

  function removeOccurrence(viewer: StaffViewer, current: TeacherScheduleRow, occurrence: string) {
    const { id } = current;
    return units.run(
      async ({ tx, audit }) => {
        const count = await schedules.touchOwned(tx, id, viewer.staffId, now());
        if (count !== 1) throw notFound();
        await schedules.addExclusion(tx, id, occurrence);
        audit({
          action: 'teacher_schedule.delete_occurrence',
          entityType: PERSONAL_SCHEDULE_ENTITY,
          entityId: id,
          details: { title: current.title, occurrence },
        });
        return schedules.reread(tx, id);
      },
      { staffId: viewer.staffId },
    );
  }

  function removeSeries(viewer: StaffViewer, current: TeacherScheduleRow) {
    return units.run(
      async ({ tx, audit }) => {
        const count = await schedules.deleteOwned(tx, current.id, viewer.staffId);
        if (count !== 1) throw notFound();
        audit({
          action: 'teacher_schedule.delete',
          entityType: PERSONAL_SCHEDULE_ENTITY,
          entityId: current.id,
          details: {
            title: current.title,
            scheduleDate: toIsoDate(current.scheduleDate),
            isRecurring: current.isRecurring,
          },
        });
      },
      { staffId: viewer.staffId },
    );
  }

  return async function removePersonalSchedule(
    viewer: StaffViewer,
    id: number,
    occurrence?: string,
  ): Promise<ScheduleRemoval> {
    const current = await findOwned(schedules, viewer, id);
    if (occurrence !== undefined) assertTakesPlace(current, viewer, occurrence);
    if (occurrence !== undefined && current.isRecurring) {
      const row = await removeOccurrence(viewer, current, occurrence);
      return { removed: 'occurrence', date: occurrence, schedule: toSchedule(row, viewer) };
    }
    await removeSeries(viewer, current);
    return { removed: 'series' };
  };
}

export type RemovePersonalSchedule = ReturnType<typeof createRemovePersonalSchedule>;
