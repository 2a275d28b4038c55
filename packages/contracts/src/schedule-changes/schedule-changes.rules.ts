import { addDaysToIsoDate, hourSlots } from '../common/dates';
import type { TWeekday } from '../common/weekday';
import { isLessonWeekday, weekdayOfIsoDate } from '../common/weekday';
import { HOURS } from '../constants/hours';
import type { TScheduleChangeStatus } from './schedule-changes.enums';

/** 11:00 … 20:00 start hours offered for the new lesson time. */
export const SCHEDULE_CHANGE_SLOT_HOURS = hourSlots(
  HOURS.SCHEDULE_CHANGE.FIRST_SLOT_HOUR,
  HOURS.SCHEDULE_CHANGE.LAST_SLOT_HOUR,
);

/**
 * Lesson dates a member may move: their lesson weekday within the next 4 weeks starting
 * today, minus dates that already carry a single-date override (docs/product/validation.md).
 */
export function scheduleChangeTargetDates(input: {
  lessonDayOfWeek: TWeekday;
  today: string;
  excludedDates?: readonly string[];
}): string[] {
  const excluded = new Set(input.excludedDates ?? []);
  const days = HOURS.SCHEDULE_CHANGE.WINDOW_WEEKS * 7;
  return Array.from({ length: days }, (_, offset) => addDaysToIsoDate(input.today, offset)).filter(
    (date) => weekdayOfIsoDate(date) === input.lessonDayOfWeek && !excluded.has(date),
  );
}

/** The last day of the schedule-change window that starts today. */
export function scheduleChangeWindowEnd(today: string): string {
  return addDaysToIsoDate(today, HOURS.SCHEDULE_CHANGE.WINDOW_WEEKS * 7 - 1);
}

/**
 * A day a lesson may be moved to: Monday to Friday, from today to the end of the same 4-week
 * window the lesson date is chosen from. Whether it is on or after that lesson date is
 * checked beside it (scheduleChangeDateBeforeTarget).
 */
export function isScheduleChangeNewDate(date: string, today: string): boolean {
  return (
    date >= today &&
    date <= scheduleChangeWindowEnd(today) &&
    isLessonWeekday(weekdayOfIsoDate(date))
  );
}

type TExistingChange = {
  status: TScheduleChangeStatus;
  requestedDate: string | null;
  requestedStartTime: string | null;
};

/**
 * "A request is already in progress for the same time slot": a pending request already asks
 * for the same date or the same start time.
 */
export function isDuplicateScheduleChange(
  existing: readonly TExistingChange[],
  candidate: { requestedDate: string; requestedStartTime: string },
): boolean {
  return existing.some(
    (request) =>
      request.status === 'pending' &&
      (request.requestedDate === candidate.requestedDate ||
        request.requestedStartTime === candidate.requestedStartTime),
  );
}

/**
 * The hours staff may move one lesson to (docs/product/schedule-changes.md, decision 0059): the
 * academy's teaching day 09:00–23:00 (the one-day class hours, whose last class ends at 23:00),
 * on the half hour, at most 3 hours long. Wider than a member's request (11:00–20:00 on the
 * hour), since staff arrange it with the member.
 */
export const LESSON_MOVE_HOURS = {
  FIRST_MINUTE: HOURS.ONEDAY.FIRST_SLOT_HOUR * 60,
  LAST_MINUTE: (HOURS.ONEDAY.LAST_SLOT_HOUR + 1) * 60,
  STEP_MINUTES: 30,
  MAX_MINUTES: 180,
} as const;

/** Whether [start, end) is an hour staff may move a lesson to. */
export function isLessonMoveHour(startMinute: number, endMinute: number): boolean {
  const { FIRST_MINUTE, LAST_MINUTE, STEP_MINUTES, MAX_MINUTES } = LESSON_MOVE_HOURS;
  return (
    Number.isInteger(startMinute) &&
    Number.isInteger(endMinute) &&
    startMinute >= FIRST_MINUTE &&
    endMinute <= LAST_MINUTE &&
    endMinute > startMinute &&
    endMinute - startMinute <= MAX_MINUTES &&
    startMinute % STEP_MINUTES === 0 &&
    endMinute % STEP_MINUTES === 0
  );
}
