import {
  minutesToTime,
  parseRecurringExclusions,
  pickText,
  SCHEDULE_TYPE_LABELS,
  weekdayOfIsoDate,
  WEEKDAYS,
  withRecurringExclusions,
  type TApprovedModification,
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

/** Who is looking: only staff may see names and the text of personal schedules. */
export interface Viewer {
  isStaff: boolean;
  language: TLanguage;
}

export function toRegularSchedules(rows: LessonScheduleRow[], viewer: Viewer): TRegularSchedule[] {
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
    }));
    return [{ dayOfWeek, busyTimes }];
  });
}

/** Removed days come from the exclusion rows and any marker already in the description. */
export function toPersonalSchedule(row: PersonalScheduleRow, viewer: Viewer): TPersonalSchedule {
  const stored = parseRecurringExclusions(row.description);
  const excludedDates = [
    ...new Set([...row.exclusions.map((e) => toIsoDate(e.excludedDate)), ...stored.excludedDates]),
  ].sort();
  const text = viewer.isStaff ? stored.text : '';
  return {
    scheduleId: row.id,
    title: viewer.isStaff
      ? row.title
      : pickText(SCHEDULE_TYPE_LABELS[row.scheduleType], viewer.language),
    scheduleDate: toIsoDate(row.scheduleDate),
    startTime: minutesToTime(row.startMinute),
    endTime: minutesToTime(row.endMinute),
    description: withRecurringExclusions(text, excludedDates) || null,
    notes: viewer.isStaff ? row.notes : null,
    scheduleType: row.scheduleType,
    isRecurring: row.isRecurring,
    recurringPattern: row.recurringPattern,
    recurringUntil: row.recurringUntil ? toIsoDate(row.recurringUntil) : null,
    relatedId: viewer.isStaff ? row.relatedOnedayId : null,
    studentName: viewer.isStaff ? row.studentName : null,
    studentContact: viewer.isStaff ? row.studentContact : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: viewer.isStaff ? { name: row.teacher.name } : null,
    excludedDates,
  };
}

export function toApprovedModification(row: OverrideRow, viewer: Viewer): TApprovedModification {
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
