import { ZApiEnvelope, ZPracticeCalendar } from '@academy/contracts';
import type { TDateRange, TPracticeCalendarSession } from '@academy/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const ZPracticeCalendarEnvelope = ZApiEnvelope(ZPracticeCalendar);

/** Every month of the practice-room calendar lives under this key. */
export const practiceCalendarQueryKey = ['staff', 'practice-calendar'] as const;

/**
 * GET /practice for one month (first and last day, docs/product/api.md): every room's sessions. Staff get
 * the member's name and notes with each session.
 */
export async function getPracticeCalendar(range: TDateRange): Promise<TPracticeCalendarSession[]> {
  const response = await apiClient.get<unknown>('/practice', {
    params: { startDate: range.startDate, endDate: range.endDate },
  });
  const data = ZPracticeCalendarEnvelope.parse(response.data).data;
  if (!data) throw new Error('GET /practice answered without data');
  return data.sessions;
}

export function usePracticeCalendar(range: TDateRange) {
  return useQuery({
    queryKey: [...practiceCalendarQueryKey, range.startDate, range.endDate],
    queryFn: () => getPracticeCalendar(range),
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
