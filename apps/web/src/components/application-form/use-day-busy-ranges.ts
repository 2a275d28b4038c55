import {
  busyTimesOn,
  DEFAULT_TEACHER_ID,
  pickText,
  type TClosureDay,
  type TLanguage,
} from '@academy/contracts';
import { useMemo } from 'react';
import { format } from '@/i18n/format';
import { useTeacherBusyTimes } from './get-teacher-busy-times';

/**
 * The teacher's busy ranges on one day (docs/product/api.md: the day forms look up a single day),
 * and the day's closure when the academy is closed then (every hour is busy). The academy's
 * teacher unless another is named (a member's make-up takes their own teacher's hours).
 */
export function useDayBusyRanges(date: string | null, teacherId: number = DEFAULT_TEACHER_ID) {
  const range = useMemo(() => (date === null ? null : { startDate: date, endDate: date }), [date]);
  const busy = useTeacherBusyTimes(range, teacherId);
  const ranges = useMemo(
    () => (busy.data && date !== null ? busyTimesOn(busy.data, date) : []),
    [busy.data, date],
  );
  const closure: TClosureDay | undefined = busy.data?.closures.find(
    (closed) => closed.date === date,
  );
  return { ranges, closure, loading: busy.loading };
}

/** A closed day's note, `template` with the closure's reason in the page's language. */
export function closedDayText(template: string, closure: TClosureDay, language: TLanguage): string {
  return format(template, {
    reason: pickText({ ko: closure.reason, en: closure.reasonEn }, language),
  });
}
