import { todayOperations, type TToday } from '@academy/contracts';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { attendanceQueryKey } from '@/lib/lesson-query-keys';

/**
 * Under the attendance key: the day's lessons carry their attendance state, so marking one
 * anywhere reads Today again.
 */
export const todayQueryKey = [...attendanceQueryKey, 'today'] as const;

/** GET /today: the two days, the requests waiting, the month's dues, the next closure. */
export function getToday(): Promise<TToday> {
  return callOperation(todayOperations.getToday);
}

export function useToday() {
  return useQuery({ queryKey: todayQueryKey, queryFn: getToday });
}
