import { DEFAULT_TEACHER_ID } from '@academy/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { pendingCountsQueryKey } from './pending-counts';

/** Every month of the lesson-schedule calendar lives under this key. */
export const teacherCalendarQueryKey = ['staff', 'teacher-calendar', DEFAULT_TEACHER_ID] as const;

export const personalSchedulesQueryKey = [
  'staff',
  'personal-schedules',
  DEFAULT_TEACHER_ID,
] as const;

/** After any change: the calendar months, the sidebar list and the header badges. */
export function invalidateTeacherSchedule(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: teacherCalendarQueryKey }),
    queryClient.invalidateQueries({ queryKey: personalSchedulesQueryKey }),
    queryClient.invalidateQueries({ queryKey: pendingCountsQueryKey }),
  ]);
}
