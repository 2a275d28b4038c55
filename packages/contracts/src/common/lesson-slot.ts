import { z } from 'zod';
import { ZLessonWeekday } from './weekday';

/** A member's weekly lesson slot as answers carry it; each part is null while none is set. */
export const ZAnsweredLessonSlot = z.object({
  lessonDayOfWeek: ZLessonWeekday.nullable(),
  lessonStartTime: z.string().nullable(),
  lessonEndTime: z.string().nullable(),
});
