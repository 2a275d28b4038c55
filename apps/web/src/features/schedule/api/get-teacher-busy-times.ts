import {
  busyTimesOn,
  DEFAULT_TEACHER_ID,
  ZApiEnvelope,
  ZTeacherBusyTimes,
} from '@academy/contracts';
import type { TTeacherBusyTimes } from '@academy/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiClient } from '@/lib/api-client';

const ZBusyTimesEnvelope = ZApiEnvelope(ZTeacherBusyTimes);
const EMPTY: TTeacherBusyTimes = {
  regularSchedules: [],
  personalSchedules: [],
  approvedModifications: [],
};

/** GET /schedule/all-teacher-busy-times for one day of the academy's teacher (id 1, docs/product/roles.md). */
export async function getTeacherBusyTimes(date: string): Promise<TTeacherBusyTimes> {
  const response = await apiClient.get<unknown>('/schedule/all-teacher-busy-times', {
    params: { teacherId: DEFAULT_TEACHER_ID, startDate: date, endDate: date },
  });
  return ZBusyTimesEnvelope.parse(response.data).data ?? EMPTY;
}

/**
 * The teacher's busy ranges on `date`. A failed lookup is only logged and blocks no hours
 * (docs/product/errors.md), so it reads like a free day.
 */
export function useTeacherBusyRanges(date: string | null) {
  const query = useQuery({
    queryKey: ['schedule', 'teacher-busy-times', DEFAULT_TEACHER_ID, date],
    queryFn: date === null ? skipToken : () => getTeacherBusyTimes(date),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.error)
      console.warn('The teacher schedule lookup failed; no hours are blocked.', query.error);
  }, [query.error]);
  const ranges = useMemo(
    () => (query.data && date !== null ? busyTimesOn(query.data, date) : []),
    [query.data, date],
  );
  return { ranges, loading: date !== null && query.isPending };
}
