import { addDaysToIsoDate } from '../common/dates';
import type { TDayTimes } from '../common/lesson-slot';
import { WEEKDAYS, weekdayOfIsoDate } from '../common/weekday';
import type { TWeekday } from '../common/weekday';
import { CALENDAR } from '../constants/calendar';
import type {
  TApprovedScheduleChange,
  TBookedMakeup,
  TBusyTime,
  TTeacherBusyTimes,
} from './busy-times.schemas';
import { academyDayOf, earlierDate, laterDate, steppedDates } from './occurrence-dates';
import { personalOccurrences } from './personal-occurrences';
import type { TDateRange, TOccurrence, TOccurrenceKind } from './occurrence.types';

export type { TDateRange, TOccurrence, TOccurrenceKind } from './occurrence.types';

const DAYS_PER_WEEK = 7;

function isInRange(date: string, range: TDateRange): boolean {
  return date >= range.startDate && date <= range.endDate;
}

/** A student's lesson on the calendar, titled with their name ('' when it is hidden). */
function studentLesson(
  kind: Extract<TOccurrenceKind, 'lesson' | 'moved_lesson' | 'makeup_lesson'>,
  times: TDayTimes,
  studentName: string | null,
): TOccurrence {
  return { ...times, kind, title: studentName ?? '', studentName, sourceId: null };
}

function firstWeekdayOnOrAfter(date: string, weekday: TWeekday): string {
  const offset = WEEKDAYS.indexOf(weekday) - WEEKDAYS.indexOf(weekdayOfIsoDate(date));
  return addDaysToIsoDate(date, (offset + DAYS_PER_WEEK) % DAYS_PER_WEEK);
}

/** The last day a slot still runs: effectiveUntil is exclusive and deletedAt ends it too. */
function lastLessonDay(slot: TBusyTime, range: TDateRange): string {
  const ends = [slot.effectiveUntil, slot.deletedAt].flatMap((value) =>
    value === null ? [] : [addDaysToIsoDate(academyDayOf(value), -1)],
  );
  return ends.reduce(earlierDate, range.endDate);
}

/** A dated slot happens once; a weekly one at most CALENDAR.REGULAR_LESSON_OCCURRENCES times. */
function lessonDates(weekday: TWeekday, slot: TBusyTime, range: TDateRange): string[] {
  if (slot.scheduleDate !== null) {
    const day = academyDayOf(slot.scheduleDate);
    return isInRange(day, range) ? [day] : [];
  }
  const from =
    slot.effectiveFrom === null
      ? range.startDate
      : laterDate(range.startDate, academyDayOf(slot.effectiveFrom));
  const until = lastLessonDay(slot, range);
  if (from > until) return [];
  const dates = steppedDates(firstWeekdayOnOrAfter(from, weekday), DAYS_PER_WEEK, from, until);
  return dates.slice(0, CALENDAR.REGULAR_LESSON_OCCURRENCES);
}

/** Whether a kept slot's lesson on `date` is not given: its month is paused (staff read it). */
const isPaused = (slot: TBusyTime, date: string) =>
  slot.pausedMonths?.includes(date.slice(0, 7)) ?? false;

function regularOccurrences(
  data: TTeacherBusyTimes,
  range: TDateRange,
  leaveOutPaused: boolean,
): TOccurrence[] {
  return data.regularSchedules.flatMap(({ dayOfWeek, busyTimes }) =>
    busyTimes.flatMap((slot) =>
      lessonDates(dayOfWeek, slot, range)
        .filter((date) => !(leaveOutPaused && isPaused(slot, date)))
        .map((date) => ({
          ...studentLesson(
            'lesson',
            { date, startTime: slot.startTime, endTime: slot.endTime },
            slot.studentName,
          ),
          ...(slot.memberId === undefined ? {} : { memberId: slot.memberId }),
        })),
    ),
  );
}

function isMovedAway(occurrence: TOccurrence, moves: readonly TApprovedScheduleChange[]): boolean {
  return moves.some(
    (move) =>
      move.originalDate === occurrence.date && move.originalStartTime === occurrence.startTime,
  );
}

function movedOccurrences(moves: readonly TApprovedScheduleChange[], range: TDateRange) {
  return moves
    .filter((move) => isInRange(move.newDate, range))
    .map((move) =>
      studentLesson(
        'moved_lesson',
        { date: move.newDate, startTime: move.newStartTime, endTime: move.newEndTime },
        move.studentName,
      ),
    );
}

function makeupOccurrences(makeups: readonly TBookedMakeup[], range: TDateRange) {
  return makeups
    .filter((makeup) => isInRange(makeup.date, range))
    .map(({ date, startTime, endTime, studentName }) =>
      studentLesson('makeup_lesson', { date, startTime, endTime }, studentName),
    );
}

function byDateAndTime(a: TOccurrence, b: TOccurrence): number {
  return a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime);
}

/**
 * Every busy occurrence of the teacher's schedule between startDate and endDate inclusive
 * (Asia/Seoul calendar days): weekly lessons, minus the dates an approved change moved away,
 * plus the moved lessons, plus the booked make-ups, plus personal and one-day-class schedules.
 * Sorted by date and time.
 * No lesson takes place on a closed day (docs/product/states.md), so lessons on one are left
 * out; the staff's own schedules stay, the calendars show the closure beside them.
 * A kept slot's lessons in its paused months (`pausedMonths`, staff only) still make the hour
 * busy, as the slot is held for the member's return; a calendar drawing the lessons given passes
 * `leaveOutPaused` (docs/product/pauses.md).
 */
export function expandTeacherSchedule(
  data: TTeacherBusyTimes,
  range: TDateRange,
  { leaveOutPaused = false }: { leaveOutPaused?: boolean } = {},
): TOccurrence[] {
  if (range.startDate > range.endDate) return [];
  const moves = data.approvedModifications;
  const closed = new Set(data.closures.map((closure) => closure.date));
  const lessons = regularOccurrences(data, range, leaveOutPaused).filter(
    (lesson) => !isMovedAway(lesson, moves),
  );
  return [
    ...[
      ...lessons,
      ...movedOccurrences(moves, range),
      ...makeupOccurrences(data.makeupLessons, range),
    ].filter((lesson) => !closed.has(lesson.date)),
    ...data.personalSchedules.flatMap((schedule) => personalOccurrences(schedule, range)),
  ].sort(byDateAndTime);
}

/** A closed day is busy from its first minute to its last. */
const WHOLE_DAY = { startTime: '00:00', endTime: '24:00' } as const;

/** The busy ranges of one day, for the hour pickers (use with isHourBusy). */
export function busyTimesOn(
  data: TTeacherBusyTimes,
  date: string,
): { startTime: string; endTime: string }[] {
  if (data.closures.some((closure) => closure.date === date)) return [{ ...WHOLE_DAY }];
  return expandTeacherSchedule(data, { startDate: date, endDate: date }).map(
    ({ startTime, endTime }) => ({ startTime, endTime }),
  );
}
