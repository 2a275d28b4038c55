import { DEFAULT_TEACHER_ID, scheduleOperations } from '@academy/contracts';
import type { TDateRange, TTeacherBusyTimes } from '@academy/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callOperation } from '@/lib/call-operation';

/**
 * GET /schedule/all-teacher-busy-times for a teacher, by default the academy's (id 1,
 * docs/product/roles.md): the weekly lessons, personal and one-day-class schedules and approved
 * changes touching the range.
 */
export function getTeacherBusyTimes(
  range: TDateRange,
  teacherId: number = DEFAULT_TEACHER_ID,
): Promise<TTeacherBusyTimes> {
  return callOperation(scheduleOperations.listAllTeacherBusyTimes, {
    query: { teacherId, startDate: range.startDate, endDate: range.endDate },
  });
}

/**
 * The teacher's schedule for a range of days, or null while there is no range. A failed lookup
 * is only logged and blocks no hours (docs/product/errors.md), so callers treat it like an empty schedule.
 */
export function useTeacherBusyTimes(
  range: TDateRange | null,
  teacherId: number = DEFAULT_TEACHER_ID,
) {
  const query = useQuery({
    queryKey: ['schedule', 'teacher-busy-times', teacherId, range],
    queryFn: range ? () => getTeacherBusyTimes(range, teacherId) : skipToken,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.error)
      console.warn('The teacher schedule lookup failed; no hours are blocked.', query.error);
  }, [query.error]);
  return {
    data: query.data ?? null,
    loading: range !== null && query.isPending,
  };
}
