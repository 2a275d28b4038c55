import { practiceOperations } from '@academy/contracts';
import type { TDateRange, TPracticeCalendar } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callOperation } from '@/lib/call-operation';
import { practiceQueryKey } from './practice-session';

/** Where each screen keeps its months: the member's under the key its bookings invalidate. */
const practiceCalendarQueryKeys = {
  member: [...practiceQueryKey, 'sessions'],
  staff: ['staff', 'practice-calendar'],
} as const;

/**
 * GET /practice for one month (first and last day, docs/product/api.md): every room's sessions
 * and the academy's closed days. Staff get the member's name and notes with each session;
 * members see only their own.
 */
export function getPracticeCalendar(range: TDateRange): Promise<TPracticeCalendar> {
  return callOperation(practiceOperations.listPracticeSessions, {
    query: { startDate: range.startDate, endDate: range.endDate },
  });
}

export function usePracticeCalendar(range: TDateRange, viewer: 'member' | 'staff') {
  return useQuery({
    queryKey: [...practiceCalendarQueryKeys[viewer], range.startDate, range.endDate],
    queryFn: () => getPracticeCalendar(range),
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
