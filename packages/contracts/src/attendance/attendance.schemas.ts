import { z } from 'zod';
import { ZLookupDate } from '../common/date-window';
import { isoDateField } from '../common/dates';
import { optionalText, requiredText, ZBodyId } from '../common/text-fields';
import { daysBetween } from '../schedule/occurrence-dates';
import { ATTENDANCE_LIMITS, ATTENDANCE_STATUSES } from './attendance.limits';

export const ZAttendanceStatus = z.enum(ATTENDANCE_STATUSES, { error: 'attendanceStatusInvalid' });
export type TAttendanceStatus = z.infer<typeof ZAttendanceStatus>;

/** GET /attendance: both days counted, at most ATTENDANCE_LIMITS.MAX_RANGE_DAYS apart. */
export const ZAttendanceQuery = z
  .object({ from: ZLookupDate, to: ZLookupDate })
  .refine((value) => value.from <= value.to, { path: ['to'], error: 'dateRangeOrder' })
  .refine((value) => daysBetween(value.from, value.to) < ATTENDANCE_LIMITS.MAX_RANGE_DAYS, {
    path: ['to'],
    error: 'dateRangeTooLong',
  });
export type TAttendanceQuery = z.infer<typeof ZAttendanceQuery>;

/** One lesson occurrence (weekly slot after moves and closures) and its state. */
export const ZAttendanceOccurrence = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Moved here by an approved schedule change. */
  moved: z.boolean(),
  status: ZAttendanceStatus,
  note: z.string().nullable(),
});
export type TAttendanceOccurrence = z.infer<typeof ZAttendanceOccurrence>;

export const ZAttendanceList = z.object({ occurrences: z.array(ZAttendanceOccurrence) });
export type TAttendanceList = z.infer<typeof ZAttendanceList>;

/** PUT /attendance (staff): the state of one occurrence; the same call twice changes nothing. */
export const ZAttendanceMark = z.object({
  memberId: ZBodyId,
  date: isoDateField(),
  status: ZAttendanceStatus,
  note: optionalText(ATTENDANCE_LIMITS.NOTE_MAX_LENGTH),
});
export type TAttendanceMark = z.infer<typeof ZAttendanceMark>;

/** POST /attendance/notice (member): "I cannot come" to one of their own lessons. */
export const ZAttendanceNotice = z.object({
  date: isoDateField(),
  reason: requiredText('attendanceNoticeReasonRequired', ATTENDANCE_LIMITS.REASON_MAX_LENGTH),
});
export type TAttendanceNotice = z.infer<typeof ZAttendanceNotice>;
