import { findOwnHourOverlapping, hourToTime } from '@academy/contracts';
import type { TOwnHour, TOwnHourKind } from '@academy/contracts';

/**
 * What of the member's own (a lesson, a make-up, a practice booking) the hour from `hour` on
 * `date` would overlap, if anything: the pickers show it and do not offer the hour.
 */
export function ownHourKindAt(
  ownHours: readonly TOwnHour[],
  date: string,
  hour: number,
): TOwnHourKind | undefined {
  const wanted = { date, startTime: hourToTime(hour), endTime: hourToTime(hour + 1) };
  return findOwnHourOverlapping(ownHours, wanted)?.kind;
}
