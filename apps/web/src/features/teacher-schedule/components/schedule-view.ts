import {
  addDaysToIsoDate,
  expandTeacherSchedule,
  parseRecurringExclusions,
  rangesOverlap,
  timeToMinutes,
} from '@academy/contracts';
import type {
  TDateRange,
  TOccurrence,
  TOccurrenceKind,
  TPersonalSchedule,
} from '@academy/contracts';
import { daysInMonth } from '@/components/calendar/calendar-dates';
import type { TCalendarEvent } from '@/components/calendar/calendar-types';
import { format } from '@/i18n/format';
import type { TDictionary } from '@/i18n/types';

type TCalendarCopy = TDictionary['staffCalendar'];

/** First to last day of a yyyy-MM month. */
export function monthRange(month: string): TDateRange {
  return {
    startDate: `${month}-01`,
    endDate: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  };
}

export const KIND_ORDER: readonly TOccurrenceKind[] = [
  'lesson',
  'moved_lesson',
  'makeup_lesson',
  'personal',
  'oneday_class',
];

export function kindLabel(kind: TOccurrenceKind, copy: TCalendarCopy): string {
  switch (kind) {
    case 'lesson':
      return copy.kinds.lesson;
    case 'moved_lesson':
      return copy.kinds.movedLesson;
    case 'makeup_lesson':
      return copy.kinds.makeupLesson;
    case 'personal':
      return copy.kinds.personal;
    case 'oneday_class':
      return copy.kinds.onedayClass;
  }
}

export function timeRangeText(start: string, end: string, copy: TCalendarCopy): string {
  return format(copy.timeRange, { start, end });
}

/** A lesson's title is the student's name; a hidden name falls back to the kind. */
export function occurrenceTitle(occurrence: TOccurrence, copy: TCalendarCopy): string {
  return occurrence.title.trim() || kindLabel(occurrence.kind, copy);
}

/** One calendar chip. `title` is its accessible name: kind, time and title. */
export type TScheduleEvent = TCalendarEvent & { occurrence: TOccurrence; shownTitle: string };

export function toCalendarEvents(
  occurrences: readonly TOccurrence[],
  copy: TCalendarCopy,
): TScheduleEvent[] {
  return occurrences.map((occurrence, index) => {
    const shownTitle = occurrenceTitle(occurrence, copy);
    return {
      id: `${occurrence.kind}-${occurrence.sourceId ?? 'lesson'}-${occurrence.date}-${occurrence.startTime}-${index}`,
      date: occurrence.date,
      title: format(copy.eventLabel, {
        kind: kindLabel(occurrence.kind, copy),
        time: timeRangeText(occurrence.startTime, occurrence.endTime, copy),
        title: shownTitle,
      }),
      shownTitle,
      occurrence,
    };
  });
}

type TTimeRange = { startTime: string; endTime: string };

/** The ranges of a day that overlap start–end (touching ends do not overlap). */
export function overlapping<T extends TTimeRange>(
  ranges: readonly T[],
  startTime: string,
  endTime: string,
): T[] {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  return ranges.filter((range) =>
    rangesOverlap(start, end, timeToMinutes(range.startTime), timeToMinutes(range.endTime)),
  );
}

/** The schedule's free text, without the exclusion marker the API keeps in it (docs/product/entities.md). */
export function descriptionText(schedule: TPersonalSchedule): string {
  return parseRecurringExclusions(schedule.description).text.trim();
}

/** The days one personal schedule takes place on within the range, exclusions left out. */
export function occurrencesOf(schedule: TPersonalSchedule, range: TDateRange): TOccurrence[] {
  const data = {
    regularSchedules: [],
    personalSchedules: [schedule],
    approvedModifications: [],
    makeupLessons: [],
    closures: [],
  };
  return expandTeacherSchedule(data, range);
}

/** How far ahead the sidebar looks for a series' next day. */
const LOOK_AHEAD_DAYS = 400;

export type TSidebarEntry = {
  schedule: TPersonalSchedule;
  /** The next day it takes place on from today, else the last day it took place on. */
  date: string | null;
  upcoming: boolean;
};

function nextDate(schedule: TPersonalSchedule, today: string): string | null {
  const range = { startDate: today, endDate: addDaysToIsoDate(today, LOOK_AHEAD_DAYS) };
  return occurrencesOf(schedule, range)[0]?.date ?? null;
}

function lastDate(schedule: TPersonalSchedule, today: string): string | null {
  const start = schedule.scheduleDate ?? today;
  const end = addDaysToIsoDate(today, -1);
  if (start > end) return schedule.scheduleDate;
  return occurrencesOf(schedule, { startDate: start, endDate: end }).at(-1)?.date ?? null;
}

/**
 * The sidebar's order: schedules still to come first, soonest first; then past ones, most
 * recent first.
 */
export function sidebarEntries(
  schedules: readonly TPersonalSchedule[],
  today: string,
): TSidebarEntry[] {
  const entries = schedules.map((schedule): TSidebarEntry => {
    const next = nextDate(schedule, today);
    return next === null
      ? { schedule, date: lastDate(schedule, today), upcoming: false }
      : { schedule, date: next, upcoming: true };
  });
  const key = (entry: TSidebarEntry) => `${entry.date ?? ''} ${entry.schedule.startTime}`;
  const upcoming = entries.filter((entry) => entry.upcoming);
  const past = entries.filter((entry) => !entry.upcoming);
  upcoming.sort((a, b) => key(a).localeCompare(key(b)));
  past.sort((a, b) => key(b).localeCompare(key(a)));
  return [...upcoming, ...past];
}
