import { addDaysToIsoDate, hourToTime, HOURS, LESSON_WEEKDAYS } from '@academy/contracts';
import type { TLessonTimeSelections } from '@academy/contracts';
import { useMemo } from 'react';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { useTeacherBusyTimes } from '@/components/application-form/get-teacher-busy-times';
import { freeLessonHours, LESSON_START_HOURS } from '../lesson-hours';

/** The teacher's free weekly hours over today and the next 30 days (docs/product/api.md). */
export function useLessonFreeHours() {
  const startDate = todayIsoDate();
  const range = useMemo(
    () => ({
      startDate,
      endDate: addDaysToIsoDate(startDate, HOURS.REGULAR_LESSON_BUSY_LOOKUP_DAYS),
    }),
    [startDate],
  );
  const busy = useTeacherBusyTimes(range);
  const free = useMemo(() => freeLessonHours(busy.data, range), [busy.data, range]);

  /** Drops chosen hours the teacher turned out to be busy at. */
  const keepFree = (selections: TLessonTimeSelections): TLessonTimeSelections =>
    Object.fromEntries(
      LESSON_WEEKDAYS.flatMap((weekday) => {
        const hours = selections[weekday];
        return hours === undefined
          ? []
          : [[weekday, hours.filter((hour) => free[weekday].includes(hour))]];
      }),
    );

  return {
    free,
    loading: busy.loading,
    keepFree,
    range: {
      first: hourToTime(LESSON_START_HOURS[0] ?? 0),
      last: hourToTime(LESSON_START_HOURS.at(-1) ?? 0),
    },
  };
}
