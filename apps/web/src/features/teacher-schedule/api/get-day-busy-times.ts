import { DEFAULT_TEACHER_ID, scheduleOperations } from '@academy/contracts';
import type { TDayBusyTimes } from '@academy/contracts';
import { callOperation } from '@/lib/call-operation';

/**
 * GET /teacher-schedule/busy-times: the teacher's busy ranges on one day, from every source.
 * Used for the overlap check when the new event's day is outside the month on screen.
 */
export async function getDayBusyTimes(date: string): Promise<TDayBusyTimes['busyTimes']> {
  const { busyTimes } = await callOperation(scheduleOperations.getTeacherDayBusyTimes, {
    query: { date, teacherId: DEFAULT_TEACHER_ID },
  });
  return busyTimes;
}
