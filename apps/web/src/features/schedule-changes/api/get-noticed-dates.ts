import { attendanceOperations, scheduleChangeWindowEnd } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { attendanceQueryKey } from '@/lib/lesson-query-keys';

/**
 * The member's lesson dates of the change window they gave notice of absence for (GET
 * /attendance): such a date cannot be moved. Under the attendance key, so a notice given or
 * withdrawn refreshes it.
 */
export function useNoticedDates(today: string) {
  const to = scheduleChangeWindowEnd(today);
  return useQuery({
    queryKey: [...attendanceQueryKey, today, to, 'noticed'],
    queryFn: async () => {
      const { occurrences } = await callOperation(attendanceOperations.listAttendance, {
        query: { from: today, to },
      });
      return occurrences
        .filter((occurrence) => occurrence.status === 'absent_with_notice')
        .map((occurrence) => occurrence.date);
    },
  });
}
