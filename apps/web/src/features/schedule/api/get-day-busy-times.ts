import { DEFAULT_TEACHER_ID, ZApiEnvelope, ZDayBusyTimes } from '@academy/contracts';
import type { TDayBusyTimes } from '@academy/contracts';
import { apiClient } from '@/lib/api-client';

const ZDayBusyTimesEnvelope = ZApiEnvelope(ZDayBusyTimes);

/**
 * GET /teacher-schedule/busy-times: the teacher's busy ranges on one day, from every source.
 * Used for the overlap check when the new event's day is outside the month on screen.
 */
export async function getDayBusyTimes(date: string): Promise<TDayBusyTimes['busyTimes']> {
  const response = await apiClient.get<unknown>('/teacher-schedule/busy-times', {
    params: { date, teacherId: DEFAULT_TEACHER_ID },
  });
  return ZDayBusyTimesEnvelope.parse(response.data).data?.busyTimes ?? [];
}
