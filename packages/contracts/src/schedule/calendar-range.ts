import type { z } from 'zod';
import { CALENDAR } from '../constants/calendar';
import { daysBetween } from './occurrence-dates';

/**
 * The checks every calendar range query makes: the start comes no later than the end, and the
 * range, both ends counted, spans at most CALENDAR.BUSY_TIMES_MAX_DAYS days. Both issues are
 * reported on `endDate`.
 */
export function checkedCalendarRange<
  Schema extends z.ZodType<{ startDate: string; endDate: string }>,
>(schema: Schema): Schema {
  return schema
    .refine((value) => value.startDate <= value.endDate, {
      path: ['endDate'],
      error: 'dateRangeOrder',
    })
    .refine((value) => daysBetween(value.startDate, value.endDate) < CALENDAR.BUSY_TIMES_MAX_DAYS, {
      path: ['endDate'],
      error: 'dateRangeTooLong',
    });
}
