import { DEFAULT_TEACHER_ID } from '@academy/contracts';
import { pendingCountsQueryKey } from './pending-counts';

/** Every month of the lesson-schedule calendar lives under this key. */
export const teacherCalendarQueryKey = ['staff', 'teacher-calendar', DEFAULT_TEACHER_ID] as const;

export const personalSchedulesQueryKey = [
  'staff',
  'personal-schedules',
  DEFAULT_TEACHER_ID,
] as const;

/** Stale after any change: the calendar months, the sidebar list and the header badges. */
export const teacherScheduleQueryKeys = [
  teacherCalendarQueryKey,
  personalSchedulesQueryKey,
  pendingCountsQueryKey,
] as const;
