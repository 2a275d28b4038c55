import { z } from 'zod';
import type { TBilingualText } from './language';

/** Monday first, as the academy's week and the lesson weekday values are stored. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const ZWeekday = z.enum(WEEKDAYS, { error: 'invalidValue' });
export type TWeekday = z.infer<typeof ZWeekday>;

export const LESSON_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export const ZLessonWeekday = z.enum(LESSON_WEEKDAYS, { error: 'approvalScheduleRequired' });
export type TLessonWeekday = z.infer<typeof ZLessonWeekday>;

export const WEEKDAY_LABELS = {
  Monday: { ko: '월요일', en: 'Monday' },
  Tuesday: { ko: '화요일', en: 'Tuesday' },
  Wednesday: { ko: '수요일', en: 'Wednesday' },
  Thursday: { ko: '목요일', en: 'Thursday' },
  Friday: { ko: '금요일', en: 'Friday' },
  Saturday: { ko: '토요일', en: 'Saturday' },
  Sunday: { ko: '일요일', en: 'Sunday' },
} as const satisfies Record<TWeekday, TBilingualText>;

export const WEEKDAY_SHORT_LABELS = {
  Monday: { ko: '월', en: 'Mon' },
  Tuesday: { ko: '화', en: 'Tue' },
  Wednesday: { ko: '수', en: 'Wed' },
  Thursday: { ko: '목', en: 'Thu' },
  Friday: { ko: '금', en: 'Fri' },
  Saturday: { ko: '토', en: 'Sat' },
  Sunday: { ko: '일', en: 'Sun' },
} as const satisfies Record<TWeekday, TBilingualText>;

/** Weekday of a yyyy-MM-dd calendar date (no time zone involved). */
export function weekdayOfIsoDate(isoDate: string): TWeekday {
  const [year, month, day] = isoDate.split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  const weekday = WEEKDAYS[(sundayFirst + 6) % 7];
  if (weekday === undefined) throw new RangeError(`Not a date: ${isoDate}`);
  return weekday;
}

export function isLessonWeekday(value: string): value is TLessonWeekday {
  return (LESSON_WEEKDAYS as readonly string[]).includes(value);
}
