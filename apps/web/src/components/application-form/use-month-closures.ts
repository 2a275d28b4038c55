import { useMemo, useState } from 'react';
import {
  dayOfMonth,
  daysInMonth,
  monthOf,
  type TIsoMonth,
} from '@/components/calendar/calendar-dates';
import { useTeacherBusyTimes } from './get-teacher-busy-times';

/**
 * The closed days of the month a calendar shows (docs/product/states.md), so the day forms can
 * refuse them on the calendar itself. Pass `onMonthChange` to the calendar; it starts on `today`'s
 * month, as the calendars do.
 */
export function useMonthClosures(today: string) {
  const [month, setMonth] = useState<TIsoMonth>(() => monthOf(today));
  const range = useMemo(
    () => ({ startDate: dayOfMonth(month, 1), endDate: dayOfMonth(month, daysInMonth(month)) }),
    [month],
  );
  const busy = useTeacherBusyTimes(range);
  const closedDates = useMemo(
    () => new Set(busy.data?.closures.map((closure) => closure.date)),
    [busy.data],
  );
  return { isClosed: (date: string) => closedDates.has(date), onMonthChange: setMonth };
}
