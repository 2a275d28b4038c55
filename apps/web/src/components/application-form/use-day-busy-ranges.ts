import { busyTimesOn } from '@academy/contracts';
import { useMemo } from 'react';
import { useTeacherBusyTimes } from './get-teacher-busy-times';

/** The teacher's busy ranges on one day (docs/product/api.md: the day forms look up a single day). */
export function useDayBusyRanges(date: string | null) {
  const range = useMemo(() => (date === null ? null : { startDate: date, endDate: date }), [date]);
  const busy = useTeacherBusyTimes(range);
  const ranges = useMemo(
    () => (busy.data && date !== null ? busyTimesOn(busy.data, date) : []),
    [busy.data, date],
  );
  return { ranges, loading: busy.loading };
}
