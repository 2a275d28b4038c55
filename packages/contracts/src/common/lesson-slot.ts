import { z } from 'zod';
import { ZLessonWeekday } from './weekday';

/** A member's weekly lesson slot as answers carry it; each part is null while none is set. */
export const ZAnsweredLessonSlot = z.object({
  lessonDayOfWeek: ZLessonWeekday.nullable(),
  lessonStartTime: z.string().nullable(),
  lessonEndTime: z.string().nullable(),
});

/** One stretch of time on a Seoul day as answers carry it: the date, and HH:mm to HH:mm. */
export const ZDayTimes = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type TDayTimes = z.infer<typeof ZDayTimes>;
