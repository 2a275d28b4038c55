import { attendanceOperations } from '@academy/contracts';
import type { TAttendanceOccurrence } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { attendanceQueryKey } from '@/lib/lesson-query-keys';

/** GET /attendance: staff get every member's lessons of the range, a member their own. */
export async function getAttendance(from: string, to: string): Promise<TAttendanceOccurrence[]> {
  const { occurrences } = await callOperation(attendanceOperations.listAttendance, {
    query: { from, to },
  });
  return occurrences;
}

export function useAttendance(from: string, to: string) {
  return useQuery({
    queryKey: [...attendanceQueryKey, from, to],
    queryFn: () => getAttendance(from, to),
    placeholderData: keepPreviousData,
  });
}
