import { rangesOverlap, timeToMinutes } from '../common/dates';
import { HOURS } from '../constants/hours';

type TTimeRange = { startTime: string; endTime: string };

/**
 * A one-hour slot starting at `hour` is disabled when it overlaps any busy range of that
 * day (docs/product/validation.md one-day and schedule-change pickers). Times are HH:mm.
 */
export function isHourBusy(hour: number, busyTimes: readonly TTimeRange[]): boolean {
  const start = hour * 60;
  const end = start + HOURS.LESSON_MINUTES;
  return busyTimes.some((busy) =>
    rangesOverlap(start, end, timeToMinutes(busy.startTime), timeToMinutes(busy.endTime)),
  );
}

export function availableHours(
  hours: readonly number[],
  busyTimes: readonly TTimeRange[],
): number[] {
  return hours.filter((hour) => !isHourBusy(hour, busyTimes));
}
