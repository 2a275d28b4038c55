import { DEFAULT_TEACHER_ID, ZApiEnvelope, ZTeacherBusyTimes } from '@academy/contracts';
import type { TDateRange, TTeacherBusyTimes } from '@academy/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client';

const ZBusyTimesEnvelope = ZApiEnvelope(ZTeacherBusyTimes);
const EMPTY: TTeacherBusyTimes = {
  regularSchedules: [],
  personalSchedules: [],
  approvedModifications: [],
};

/** GET /schedule/all-teacher-busy-times for the academy's teacher (id 1, docs/product/roles.md). */
export async function getTeacherBusyTimes(range: TDateRange): Promise<TTeacherBusyTimes> {
  const response = await apiClient.get<unknown>('/schedule/all-teacher-busy-times', {
    params: { teacherId: DEFAULT_TEACHER_ID, ...range },
  });
  return ZBusyTimesEnvelope.parse(response.data).data ?? EMPTY;
}

/**
 * The teacher's schedule for a range of days, or null while there is no range. A failed lookup
 * is only logged and blocks no hours (docs/product/errors.md), so callers treat it like an empty schedule.
 */
export function useTeacherBusyTimes(range: TDateRange | null) {
  const query = useQuery({
    queryKey: ['schedule', 'teacher-busy-times', DEFAULT_TEACHER_ID, range],
    queryFn: range ? () => getTeacherBusyTimes(range) : skipToken,
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
