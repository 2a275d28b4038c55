import { busyTimesOn, type TDayBusyTimes, type TDayBusyTimesQuery } from '@academy/contracts';
import type { GetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import type { StaffViewer } from './teacher-schedule-access.js';

/** One day's busy intervals of the teacher from every source, expanded by the shared rules. */
export function createGetTeacherDayBusyTimes(deps: { getTeacherBusyTimes: GetTeacherBusyTimes }) {
  const { getTeacherBusyTimes } = deps;
  return async function getTeacherDayBusyTimes(
    viewer: StaffViewer,
    query: TDayBusyTimesQuery,
  ): Promise<TDayBusyTimes> {
    const data = await getTeacherBusyTimes(
      { teacherId: query.teacherId, startDate: query.date, endDate: query.date },
      { isStaff: true, seesPersonalDetails: true, language: viewer.language },
    );
    return { busyTimes: busyTimesOn(data, query.date) };
  };
}

export type GetTeacherDayBusyTimes = ReturnType<typeof createGetTeacherDayBusyTimes>;
