import type { TBusyTimesQuery, TTeacherBusyTimes } from '@academy/contracts';
import type { ClosuresRepository } from './closures-repository.js';
import { toClosureDay } from './closures-mappers.js';
import { fromIsoDate } from '../lib/iso-date.js';
import {
  toApprovedScheduleChange,
  toBookedMakeup,
  toPersonalSchedule,
  toRegularSchedules,
  type Viewer,
} from './busy-times-mappers.js';
import type { BusyTimesRepository } from './busy-times-repository.js';

/** Everything that keeps the teacher busy in the range; clients expand it with expandTeacherSchedule. */
export function createGetTeacherBusyTimes(
  busyTimes: BusyTimesRepository,
  closures: ClosuresRepository,
) {
  return async function getTeacherBusyTimes(
    query: TBusyTimesQuery,
    viewer: Viewer,
  ): Promise<TTeacherBusyTimes> {
    const range = { start: fromIsoDate(query.startDate), end: fromIsoDate(query.endDate) };
    const [lessons, personal, overrides, makeups, closed] = await Promise.all([
      busyTimes.findLessonSchedules(query.teacherId, range),
      busyTimes.findPersonalSchedules(query.teacherId, range),
      busyTimes.findSingleOverrides(query.teacherId, range),
      busyTimes.findBookedMakeups(query.teacherId, range),
      closures.findBetween(query.startDate, query.endDate),
    ]);
    // Only staff read whose lessons a pause holds (a pause is the member's own business).
    const paused =
      viewer.isStaff && lessons.length > 0
        ? await busyTimes.findPausedMonths([...new Set(lessons.map((row) => row.memberId))], range)
        : new Set<string>();
    return {
      regularSchedules: toRegularSchedules(lessons, viewer, paused),
      personalSchedules: personal.map((row) => toPersonalSchedule(row, viewer)),
      approvedModifications: overrides.map((row) => toApprovedScheduleChange(row, viewer)),
      makeupLessons: makeups.map((row) => toBookedMakeup(row, viewer)),
      closures: closed.map(toClosureDay),
    };
  };
}

export type GetTeacherBusyTimes = ReturnType<typeof createGetTeacherBusyTimes>;
