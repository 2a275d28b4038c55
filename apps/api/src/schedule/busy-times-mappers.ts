import {
  minutesToTime,
  parseRecurringExclusions,
  pickText,
  SCHEDULE_TYPE_LABELS,
  weekdayOfIsoDate,
  WEEKDAYS,
  withRecurringExclusions,
  type TApprovedScheduleChange,
  type TBookedMakeup,
  type TLanguage,
  type TPersonalSchedule,
  type TRegularSchedule,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type {
  BookedMakeupRow,
  LessonScheduleRow,
  OverrideRow,
  PersonalScheduleRow,
} from './busy-times-repository.js';
import type { PausedMonths } from './paused-months-repository.js';

/**
 * Who is looking: only staff see the students' names; a personal schedule's own text (title,
 * notes, description, the one-day student and their contact) only its teacher and admins.
 */
export interface Viewer {
  isStaff: boolean;
  seesPersonalDetails: boolean;
  language: TLanguage;
}

export function toRegularSchedules(
  rows: LessonScheduleRow[],
  viewer: Viewer,
  paused: PausedMonths = new Set(),
): TRegularSchedule[] {
  return WEEKDAYS.flatMap((dayOfWeek, index) => {
    const slots = rows.filter((row) => row.dayOfWeek === index + 1);
    if (slots.length === 0) return [];
    const busyTimes = slots.map((row) => ({
      startTime: minutesToTime(row.startMinute),
      endTime: minutesToTime(row.endMinute),
      studentName: viewer.isStaff ? row.member.name : null,
      type: 'regular',
      scheduleDate: null,
      createdAt: row.createdAt.toISOString(),
      deletedAt: null,
      effectiveFrom: toIsoDate(row.effectiveFrom),
      effectiveUntil: row.effectiveUntil ? toIsoDate(row.effectiveUntil) : null,
      ...pausedMonthsOf(row.memberId, paused),
      ...(viewer.isStaff ? { memberId: row.memberId } : {}),
    }));
    return [{ dayOfWeek, busyTimes }];
  });
}

/** `{ pausedMonths }` with the member's months of `paused` (pausedMonthKey keys), if any. */
function pausedMonthsOf(memberId: number, paused: PausedMonths) {
  const prefix = `${memberId}:`;
  const months = [...paused]
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length))
    .sort();
  return months.length > 0 ? { pausedMonths: months } : {};
}

/** Removed days come from the exclusion rows and any marker already in the description. */
export function toPersonalSchedule(row: PersonalScheduleRow, viewer: Viewer): TPersonalSchedule {
  const stored = parseRecurringExclusions(row.description);
  const excludedDates = [
    ...new Set([...row.exclusions.map((e) => toIsoDate(e.excludedDate)), ...stored.excludedDates]),
  ].sort();
  const details = viewer.seesPersonalDetails;
  const text = details ? stored.text : '';
  return {
    scheduleId: row.id,
    title: details ? row.title : pickText(SCHEDULE_TYPE_LABELS[row.scheduleType], viewer.language),
    scheduleDate: toIsoDate(row.scheduleDate),
    startTime: minutesToTime(row.startMinute),
    endTime: minutesToTime(row.endMinute),
    description: withRecurringExclusions(text, excludedDates) || null,
    notes: details ? row.notes : null,
    scheduleType: row.scheduleType,
    isRecurring: row.isRecurring,
    recurringPattern: row.recurringPattern,
    recurringUntil: row.recurringUntil ? toIsoDate(row.recurringUntil) : null,
    relatedId: details ? row.relatedOnedayId : null,
    studentName: details ? row.studentName : null,
    studentContact: details ? row.studentContact : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: details ? { name: row.teacher.name } : null,
    excludedDates,
  };
}

export function toApprovedScheduleChange(
  row: OverrideRow,
  viewer: Viewer,
): TApprovedScheduleChange {
  const originalDate = toIsoDate(row.originalDate);
  return {
    originalDate,
    newDate: toIsoDate(row.newDate),
    originalWeekday: weekdayOfIsoDate(originalDate),
    originalStartTime: minutesToTime(row.lessonSchedule.startMinute),
    originalEndTime: minutesToTime(row.lessonSchedule.endMinute),
    newStartTime: minutesToTime(row.newStartMinute),
    newEndTime: minutesToTime(row.newEndMinute),
    studentName: viewer.isStaff ? row.member.name : null,
  };
}

/** Members see the hour taken, never whose make-up it is. */
export function toBookedMakeup(row: BookedMakeupRow, viewer: Viewer): TBookedMakeup {
  return {
    date: row.lessonDate,
    startTime: minutesToTime(row.startMinute),
    endTime: minutesToTime(row.endMinute),
    studentName: viewer.isStaff ? row.memberName : null,
  };
}
