import { addDaysToIsoDate, LESSON_MOVE_HOURS, timeToMinutes } from '@academy/contracts';
import type { TDateRange, TOccurrence } from '@academy/contracts';
import { weekdayIndex } from '@/components/calendar/calendar-dates';
import type { TGridEntry } from '@/components/calendar/time-grid';
import type { TDictionary } from '@/i18n/types';
import { kindLabel, occurrenceTitle } from './schedule-view';

type TCalendarCopy = TDictionary['staffCalendar'];

/** The lesson calendar's views; week, day and rooms draw hours (docs/product/back-office.md). */
export const SCHEDULE_VIEWS = ['month', 'week', 'day', 'rooms'] as const;
export type TScheduleView = (typeof SCHEDULE_VIEWS)[number];

export function scheduleViewOf(value: string | null): TScheduleView {
  return SCHEDULE_VIEWS.find((view) => view === value) ?? 'month';
}

/** The grid's hours: the academy's teaching day, the hours a lesson may be moved to. */
export const GRID_HOURS = {
  firstMinute: LESSON_MOVE_HOURS.FIRST_MINUTE,
  lastMinute: LESSON_MOVE_HOURS.LAST_MINUTE,
} as const;

/** Monday to Sunday of the week `date` is in. */
export function weekRange(date: string): TDateRange {
  const startDate = addDaysToIsoDate(date, -weekdayIndex(date));
  return { startDate, endDate: addDaysToIsoDate(startDate, 6) };
}

export function weekDays(date: string): string[] {
  const { startDate } = weekRange(date);
  return Array.from({ length: 7 }, (_, offset) => addDaysToIsoDate(startDate, offset));
}

/** The one lane of the academy's teacher in the day view (decision 0059). */
export const TEACHER_COLUMN = 'teacher';

/**
 * Grid blocks of the occurrences: in the week view a column per day, in the day view the
 * teacher's column. Only a weekly lesson of a known member, from today on, may be moved.
 */
export function toGridEntries(
  occurrences: readonly TOccurrence[],
  options: {
    columnOf: (occurrence: TOccurrence) => string;
    classOf: (occurrence: TOccurrence) => string | undefined;
    today: string;
    copy: TCalendarCopy;
  },
): { entries: TGridEntry[]; occurrenceOf: Map<string, TOccurrence> } {
  const { copy } = options;
  const occurrenceOf = new Map<string, TOccurrence>();
  const entries = occurrences.map((occurrence, index): TGridEntry => {
    const id = `${occurrence.kind}-${occurrence.date}-${occurrence.startTime}-${index}`;
    occurrenceOf.set(id, occurrence);
    const title = occurrenceTitle(occurrence, copy);
    return {
      id,
      columnKey: options.columnOf(occurrence),
      startMinute: timeToMinutes(occurrence.startTime),
      endMinute: timeToMinutes(occurrence.endTime),
      title,
      kind: kindLabel(occurrence.kind, copy),
      className: options.classOf(occurrence),
      movable:
        occurrence.kind === 'lesson' &&
        occurrence.memberId !== undefined &&
        occurrence.date >= options.today,
    };
  });
  return { entries, occurrenceOf };
}
