import {
  expandTeacherSchedule,
  FOOTER_LESSON_HOURS,
  hourSlots,
  HOURS,
  isHourBusy,
  isLessonWeekday,
  LESSON_WEEKDAYS,
  weekdayOfIsoDate,
} from '@academy/contracts';
import type { TDateRange, TLessonWeekday, TTeacherBusyTimes } from '@academy/contracts';

/** Weekday lessons start on the hour from opening until an hour before closing (10:00–21:00). */
export const LESSON_START_HOURS = hourSlots(
  FOOTER_LESSON_HOURS.WEEKDAY.OPEN_HOUR,
  FOOTER_LESSON_HOURS.WEEKDAY.CLOSE_HOUR - HOURS.LESSON_MINUTES / 60,
);

export type TFreeLessonHours = Record<TLessonWeekday, number[]>;

export function allLessonHours(): TFreeLessonHours {
  return Object.fromEntries(
    LESSON_WEEKDAYS.map((weekday) => [weekday, [...LESSON_START_HOURS]]),
  ) as TFreeLessonHours;
}

/**
 * The start hours offered for a weekly lesson on each weekday. A regular lesson repeats every
 * week, so an hour is offered only when it is free on every such weekday in the range: a slot
 * taken on any of those days could not start right away.
 */
export function freeLessonHours(data: TTeacherBusyTimes | null, range: TDateRange) {
  const free = allLessonHours();
  if (!data) return free;
  for (const busy of expandTeacherSchedule(data, range)) {
    const weekday = weekdayOfIsoDate(busy.date);
    if (!isLessonWeekday(weekday)) continue;
    free[weekday] = free[weekday].filter((hour) => !isHourBusy(hour, [busy]));
  }
  return free;
}
