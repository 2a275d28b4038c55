import type { TDateRange } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTeacherBusyTimes } from '@/components/application-form/get-teacher-busy-times';
import { teacherCalendarQueryKey } from '@/lib/staff-queries/teacher-schedule';

/**
 * The lesson-schedule calendar's month: staff get the names with the teacher's busy times, and
 * the screen expands them with `expandTeacherSchedule`.
 */
export function useTeacherCalendar(range: TDateRange) {
  return useQuery({
    queryKey: [...teacherCalendarQueryKey, range.startDate, range.endDate],
    queryFn: () => getTeacherBusyTimes(range),
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
