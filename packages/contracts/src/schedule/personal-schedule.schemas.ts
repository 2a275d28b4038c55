import { z } from 'zod';
import { isoDateField, isTimeOfDay, timeOfDayField, timeToMinutes } from '../common/dates';
import { isWithinDateWindow, ZLookupDate } from '../common/date-window';
import { ZNameRef } from '../common/refs';
import {
  keyIssue,
  optionalText,
  requiredText,
  TEXT_LIMITS,
  ZBodyId,
  ZPositiveId,
} from '../common/text-fields';
import { DEFAULT_TEACHER_ID } from '../constants/app';
import { DATE_WINDOWS } from '../constants/date-windows';
import { ZRecurringPattern, ZScheduleType } from './schedule.enums';

/** A day of a schedule, at most DATE_WINDOWS.PERSONAL_SCHEDULE ahead. */
const scheduleDateField = () =>
  isoDateField('requiredItems').refine(
    (date) => isWithinDateWindow(date, DATE_WINDOWS.PERSONAL_SCHEDULE),
    { error: 'scheduleDateTooFar' },
  );

const personalScheduleFields = {
  title: requiredText('requiredItems', TEXT_LIMITS.SCHEDULE_TITLE),
  scheduleDate: scheduleDateField().optional(),
  startTime: timeOfDayField('requiredItems'),
  endTime: timeOfDayField('requiredItems'),
  description: optionalText(TEXT_LIMITS.DESCRIPTION, 'multi'),
  notes: optionalText(TEXT_LIMITS.NOTES, 'multi'),
  scheduleType: ZScheduleType,
  isRecurring: z.boolean({ error: 'invalidValue' }),
  recurringPattern: ZRecurringPattern.optional(),
  recurringUntil: scheduleDateField().optional(),
  relatedId: ZBodyId.optional(),
  studentName: optionalText(TEXT_LIMITS.NAME),
  studentContact: optionalText(TEXT_LIMITS.SHORT_TEXT),
};

type TTimes = { startTime?: string | undefined; endTime?: string | undefined };

function endsAfterStart({ startTime, endTime }: TTimes): boolean {
  if (startTime === undefined || endTime === undefined) return true;
  if (!isTimeOfDay(startTime) || !isTimeOfDay(endTime)) return true;
  return timeToMinutes(endTime) > timeToMinutes(startTime);
}

const END_AFTER_START = { path: ['endTime'], error: 'endAfterStart' };

/**
 * POST /teacher-schedule. A one-off event needs a date; a recurring one needs its cycle and
 * end date instead (docs/product/validation.md). "Not before today" depends on the clock (pastDateNotAllowed).
 */
export const ZPersonalScheduleCreate = z
  .object({
    ...personalScheduleFields,
    scheduleType: personalScheduleFields.scheduleType.default('personal'),
    isRecurring: personalScheduleFields.isRecurring.default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.isRecurring && value.scheduleDate === undefined) {
      ctx.addIssue(keyIssue('requiredItems', ['scheduleDate']));
    }
    if (value.isRecurring && value.recurringPattern === undefined) {
      ctx.addIssue(keyIssue('requiredItems', ['recurringPattern']));
    }
    if (value.isRecurring && value.recurringUntil === undefined) {
      ctx.addIssue(keyIssue('requiredItems', ['recurringUntil']));
    }
  })
  .refine(endsAfterStart, END_AFTER_START);
export type TPersonalScheduleCreate = z.infer<typeof ZPersonalScheduleCreate>;
export type TPersonalScheduleCreateInput = z.input<typeof ZPersonalScheduleCreate>;

/** PATCH /teacher-schedule/{id}: any subset, no defaults so absent fields stay untouched. */
export const ZPersonalSchedulePatch = z
  .object(personalScheduleFields)
  .partial()
  .refine(endsAfterStart, END_AFTER_START);
export type TPersonalSchedulePatch = z.infer<typeof ZPersonalSchedulePatch>;

/** DELETE /teacher-schedule/{id}?occurrence=yyyy-MM-dd removes one day of a series. */
export const ZPersonalScheduleDeleteQuery = z.object({ occurrence: ZLookupDate.optional() });
export type TPersonalScheduleDeleteQuery = z.infer<typeof ZPersonalScheduleDeleteQuery>;

export const ZPersonalScheduleQuery = z.object({
  teacherId: ZPositiveId.default(DEFAULT_TEACHER_ID),
});
export type TPersonalScheduleQuery = z.infer<typeof ZPersonalScheduleQuery>;

export const ZPersonalSchedule = z.object({
  scheduleId: z.number().int(),
  title: z.string(),
  scheduleDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  scheduleType: ZScheduleType,
  isRecurring: z.boolean(),
  recurringPattern: ZRecurringPattern.nullable(),
  recurringUntil: z.string().nullable(),
  relatedId: z.number().int().nullable(),
  studentName: z.string().nullable(),
  studentContact: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: ZNameRef.nullable(),
  /** The recurring series' removed days, also kept as the marker in description (docs/product/entities.md). */
  excludedDates: z.array(z.string()),
});
export type TPersonalSchedule = z.infer<typeof ZPersonalSchedule>;

/** A teacher's personal schedules. */
export const ZPersonalScheduleList = z.object({ schedules: z.array(ZPersonalSchedule) });
export type TPersonalScheduleList = z.infer<typeof ZPersonalScheduleList>;

/** One personal schedule: POST and PATCH /teacher-schedule data. */
export const ZPersonalScheduleDetail = z.object({ schedule: ZPersonalSchedule });
export type TPersonalScheduleDetail = z.infer<typeof ZPersonalScheduleDetail>;

/**
 * GET /teacher-schedule and GET /teacher-schedule/{id} data: one level deeper, `data.data.schedules`
 * and `data.data.schedule`, as clients of these two reads expect them.
 */
export const ZPersonalScheduleListRead = z.object({ data: ZPersonalScheduleList });
export type TPersonalScheduleListRead = z.infer<typeof ZPersonalScheduleListRead>;
export const ZPersonalScheduleRead = z.object({ data: ZPersonalScheduleDetail });
export type TPersonalScheduleRead = z.infer<typeof ZPersonalScheduleRead>;
