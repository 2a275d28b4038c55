import { z } from 'zod';
import { utcMsOfIsoDate } from './calendar-days';
import type { TBilingualText } from './language';
import { recordOf } from './records';

/** Lessons are held Monday to Friday. */
export const LESSON_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
export const ZLessonWeekday = z.enum(LESSON_WEEKDAYS, { error: 'approvalScheduleRequired' });
export type TLessonWeekday = z.infer<typeof ZLessonWeekday>;

/** Monday first, as the academy's week and the lesson weekday values are stored. */
export const WEEKDAYS = [...LESSON_WEEKDAYS, 'Saturday', 'Sunday'] as const;
export const ZWeekday = z.enum(WEEKDAYS, { error: 'invalidValue' });
export type TWeekday = z.infer<typeof ZWeekday>;

/** The Korean syllable of each weekday, Monday first like WEEKDAYS; the full name adds 요일. */
const KOREAN_WEEKDAY_SYLLABLES = '월화수목금토일';

function weekdayLabels(label: (english: TWeekday, korean: string) => TBilingualText) {
  return recordOf(WEEKDAYS, (weekday, index) =>
    label(weekday, KOREAN_WEEKDAY_SYLLABLES.charAt(index)),
  );
}

/** 월요일 / Monday. */
export const WEEKDAY_LABELS = weekdayLabels((english, korean) => ({
  ko: `${korean}요일`,
  en: english,
}));

/** 월 / Mon: the Korean syllable and the first three English letters. */
export const WEEKDAY_SHORT_LABELS = weekdayLabels((english, korean) => ({
  ko: korean,
  en: english.slice(0, 3),
}));

/** Weekday of a yyyy-MM-dd calendar date (no time zone involved). */
export function weekdayOfIsoDate(isoDate: string): TWeekday {
  const utcMs = utcMsOfIsoDate(isoDate);
  const weekday = Number.isNaN(utcMs) ? undefined : WEEKDAYS[(new Date(utcMs).getUTCDay() + 6) % 7];
  if (weekday === undefined) throw new RangeError(`Not a date: ${isoDate}`);
  return weekday;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a yyyy-MM-dd date, as weekly lesson slots store it. */
export function isoWeekdayOfIsoDate(isoDate: string): number {
  return WEEKDAYS.indexOf(weekdayOfIsoDate(isoDate)) + 1;
}

export function isLessonWeekday(value: string): value is TLessonWeekday {
  return (LESSON_WEEKDAYS as readonly string[]).includes(value);
}
