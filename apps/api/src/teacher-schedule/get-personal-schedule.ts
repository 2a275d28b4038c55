import type { TPersonalScheduleDetail } from '@academy/contracts';
import {
  assertCanRead,
  notFound,
  toSchedule,
  type StaffViewer,
} from './teacher-schedule-access.js';
import type { TeacherScheduleRepository } from './teacher-schedule-repository.js';

/** One schedule, for its teacher or an admin. */
export function createGetPersonalSchedule(deps: { schedules: TeacherScheduleRepository }) {
  const { schedules } = deps;
  return async function getPersonalSchedule(
    viewer: StaffViewer,
    id: number,
  ): Promise<TPersonalScheduleDetail> {
    const row = await schedules.findById(id);
    if (!row) throw notFound();
    assertCanRead(viewer, row.teacherId);
    return { schedule: toSchedule(row, viewer) };
  };
}

export type GetPersonalSchedule = ReturnType<typeof createGetPersonalSchedule>;
