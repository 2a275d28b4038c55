import { academyDayOf, earlierDate, monthlyDates, steppedDates } from './occurrence-dates';
import type { TDateRange, TOccurrence } from './occurrence.types';
import type { TPersonalSchedule } from './personal-schedule.schemas';
import { parseRecurringExclusions } from './recurring-exclusions';

const STEP_DAYS = { daily: 1, weekly: 7 } as const;

function excludedDatesOf(schedule: TPersonalSchedule): Set<string> {
  const fromText = parseRecurringExclusions(schedule.description).excludedDates;
  return new Set([...schedule.excludedDates, ...fromText]);
}

/**
 * A recurring series starts on scheduleDate (or, lacking one, the day it was created) and
 * runs until recurringUntil inclusive; a series without a cycle happens on its first day only.
 */
function seriesDates(schedule: TPersonalSchedule, range: TDateRange): string[] {
  const anchor = schedule.scheduleDate ?? academyDayOf(schedule.createdAt);
  const until =
    schedule.recurringUntil === null
      ? range.endDate
      : earlierDate(range.endDate, schedule.recurringUntil);
  const pattern = schedule.recurringPattern;
  if (pattern === 'monthly') return monthlyDates(anchor, range.startDate, until);
  if (pattern === null) return anchor >= range.startDate && anchor <= until ? [anchor] : [];
  return steppedDates(anchor, STEP_DAYS[pattern], range.startDate, until);
}

function scheduleDates(schedule: TPersonalSchedule, range: TDateRange): string[] {
  if (schedule.isRecurring) return seriesDates(schedule, range);
  const day = schedule.scheduleDate;
  return day !== null && day >= range.startDate && day <= range.endDate ? [day] : [];
}

/** The days a personal or one-day-class schedule occupies within the range, minus exclusions. */
export function personalOccurrences(schedule: TPersonalSchedule, range: TDateRange): TOccurrence[] {
  const excluded = excludedDatesOf(schedule);
  return scheduleDates(schedule, range)
    .filter((date) => !excluded.has(date))
    .map((date) => ({
      date,
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      kind: schedule.scheduleType === 'oneday_class' ? 'oneday_class' : 'personal',
      title: schedule.title,
      studentName: schedule.studentName,
      sourceId: schedule.scheduleId,
    }));
}
