import { DEFAULT_TEACHER_ID, ZApiEnvelope, ZTeacherBusyTimes } from '@academy/contracts';
import type { TDateRange, TTeacherBusyTimes } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { teacherCalendarQueryKey } from '@/lib/staff-queries/teacher-schedule';

const ZTeacherCalendarEnvelope = ZApiEnvelope(ZTeacherBusyTimes);

/**
 * GET /schedule/all-teacher-busy-times for the academy's teacher (id 1, docs/product/roles.md): the weekly
 * lessons, personal and one-day-class schedules and approved changes touching the range. Staff
 * get the names; the screen expands it with `expandTeacherSchedule`.
 */
export async function getTeacherCalendar(range: TDateRange): Promise<TTeacherBusyTimes> {
  const response = await apiClient.get<unknown>('/schedule/all-teacher-busy-times', {
    params: { teacherId: DEFAULT_TEACHER_ID, startDate: range.startDate, endDate: range.endDate },
  });
  const data = ZTeacherCalendarEnvelope.parse(response.data).data;
  if (!data) throw new Error('GET /schedule/all-teacher-busy-times answered without data');
  return data;
}

export function useTeacherCalendar(range: TDateRange) {
  return useQuery({
    queryKey: [...teacherCalendarQueryKey, range.startDate, range.endDate],
    queryFn: () => getTeacherCalendar(range),
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
