import type { TDateRange, TOccurrence } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { getDayBusyTimes } from '../api/get-day-busy-times';
import {
  kindLabel,
  occurrenceTitle,
  overlapping,
  timeRangeText,
} from '../components/schedule-view';

/**
 * The overlap check before a one-off event is registered: the shown month's events when the
 * day is in it, else GET /teacher-schedule/busy-times for that day. A failed lookup is only
 * logged and blocks nothing (docs/product/errors.md).
 */
export function useScheduleConflicts(
  shown: { range: TDateRange; occurrences: readonly TOccurrence[] } | null,
) {
  const copy = useT().staffCalendar;
  return async (date: string, startTime: string, endTime: string) => {
    if (shown && date >= shown.range.startDate && date <= shown.range.endDate) {
      const sameDay = shown.occurrences.filter((occurrence) => occurrence.date === date);
      return overlapping(sameDay, startTime, endTime).map((occurrence) =>
        format(copy.conflictLine, {
          time: timeRangeText(occurrence.startTime, occurrence.endTime, copy),
          title: occurrenceTitle(occurrence, copy),
          kind: kindLabel(occurrence.kind, copy),
        }),
      );
    }
    try {
      const busy = await getDayBusyTimes(date);
      return overlapping(busy, startTime, endTime).map((range) =>
        timeRangeText(range.startTime, range.endTime, copy),
      );
    } catch (error) {
      console.error('Loading the busy times for the overlap check failed', error);
      return [];
    }
  };
}
