import { toAcademyIsoDate, type TPersonalScheduleList } from '@academy/contracts';
import { fromIsoDate } from '../lib/iso-date.js';
import {
  assertCanRead,
  toSchedule,
  type StaffViewer,
  type TeacherScheduleDeps,
} from './teacher-schedule-access.js';
import { systemClock } from '../lib/clock.js';

/** The teacher's schedules for the sidebar, for the teacher or an admin. */
export function createListPersonalSchedules(deps: Omit<TeacherScheduleDeps, 'units'>) {
  const { schedules, now = systemClock } = deps;
  return async function listPersonalSchedules(
    viewer: StaffViewer,
    teacherId: number,
  ): Promise<TPersonalScheduleList> {
    assertCanRead(viewer, teacherId);
    const today = fromIsoDate(toAcademyIsoDate(now()));
    const rows = await schedules.findByTeacher(teacherId, today);
    return { schedules: rows.map((row) => toSchedule(row, viewer)) };
  };
}

export type ListPersonalSchedules = ReturnType<typeof createListPersonalSchedules>;
