import {
  addDaysToIsoDate,
  seoulMonthOf,
  TODAY_LIMITS,
  todayAndTomorrow,
  type TToday,
  type TTodayOccurrence,
} from '@academy/contracts';
import { findOccurrences } from '../attendance/attendance-occurrences.js';
import type { StaffCaller } from '../auth/callers.js';
import { systemClock } from '../lib/clock.js';
import { toIsoDate } from '../lib/iso-date.js';
import type { TodayDeps } from './today-deps.js';
import { lessonOfToday, onedayOfToday, readPending } from './today-mappers.js';

const byTimeAndName = (a: TTodayOccurrence, b: TTodayOccurrence) =>
  a.date.localeCompare(b.date) ||
  a.startTime.localeCompare(b.startTime) ||
  a.name.localeCompare(b.name);

/**
 * The lessons of today and tomorrow as attendance reads them (moves, pauses, make-ups), without
 * those of a closed day, which are not given; plus the one-day classes. A teacher sees the
 * lessons they teach, an admin all (docs/product/back-office.md#today).
 */
async function occurrencesOf(deps: TodayDeps, caller: StaffCaller, from: string, to: string) {
  const teacherId = caller.isAdmin ? undefined : caller.id;
  const [lessons, onedays] = await Promise.all([
    findOccurrences(deps.attendance, { from, to }),
    deps.today.findOnedayClasses(from, to, teacherId),
  ]);
  return [
    ...lessons
      .filter((lesson) => !lesson.closedDay)
      .filter((lesson) => teacherId === undefined || lesson.teacherId === teacherId)
      .map(lessonOfToday),
    ...onedays.map(onedayOfToday),
  ].sort(byTimeAndName);
}

/** The staff's morning: the two days, what waits for them, the month's dues, the next closure. */
export function createGetToday(deps: TodayDeps) {
  const { now = systemClock } = deps;
  return async function getToday(caller: StaffCaller): Promise<TToday> {
    const instant = now();
    const { today, tomorrow } = todayAndTomorrow(instant);
    const month = seoulMonthOf(instant);
    const [occurrences, pending, totals, closure] = await Promise.all([
      occurrencesOf(deps, caller, today, tomorrow),
      readPending(deps.today.pending),
      deps.tuition.totalsOf(month),
      deps.today.findNextClosure(today, addDaysToIsoDate(today, TODAY_LIMITS.CLOSURE_DAYS_AHEAD)),
    ]);
    const on = (date: string) => ({
      date,
      occurrences: occurrences.filter((occurrence) => occurrence.date === date),
    });
    return {
      today: on(today),
      tomorrow: on(tomorrow),
      pending,
      dues: {
        month,
        paidCount: totals.paidCount,
        collected: totals.collected,
        unpaidCount: totals.unpaidCount,
        outstanding: totals.outstanding,
      },
      nextClosure: closure && { ...closure, date: toIsoDate(closure.date) },
    };
  };
}

export type GetToday = ReturnType<typeof createGetToday>;
