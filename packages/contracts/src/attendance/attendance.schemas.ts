import { z } from 'zod';
import { ZDayTimes } from '../common/lesson-slot';
import { ZLookupDate } from '../common/date-window';
import { isoDateField } from '../common/dates';
import { optionalText, requiredText, ZBodyId } from '../common/text-fields';
import { daysBetween } from '../schedule/occurrence-dates';
import {
  ATTENDANCE_LIMITS,
  ATTENDANCE_STATUSES,
  CREDIT_REFUSALS,
  OCCURRENCE_KINDS,
} from './attendance.limits';

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

/** Where an occurrence comes from: the weekly slot, a move onto the day, or a booked make-up. */
export const ZAttendanceKind = z.enum(OCCURRENCE_KINDS);
export type TAttendanceKind = z.infer<typeof ZAttendanceKind>;

/** One lesson occurrence (weekly slot after moves, or a booked make-up) and its state. */
export const ZAttendanceOccurrence = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  /** The teacher of this occurrence (the slot's, or the make-up's). */
  teacherId: z.number().int(),
  teacherName: z.string(),
  ...ZDayTimes.shape,
  kind: ZAttendanceKind,
  /** The academy is closed that day: the occurrence reads as cancelled and cannot be marked. */
  closedDay: z.boolean(),
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

export const ZCreditRefusal = z.enum(CREDIT_REFUSALS);
export type TCreditRefusal = z.infer<typeof ZCreditRefusal>;

/**
 * What a change of state did to the member's make-up credits: one earned (with its last day),
 * none and why, or a credit of that day voided or left alone because it was already spent.
 */
export const ZAttendanceChange = z.object({
  occurrence: ZAttendanceOccurrence,
  credit: z.object({ expiresOn: z.string() }).nullable(),
  creditRefusal: ZCreditRefusal.nullable(),
  creditVoided: z.boolean(),
  /**
   * A member's notice for a booked make-up cancels it and returns its credit (`credit`, with its
   * last day) instead of earning a new one; the day is then no lesson and keeps no mark.
   */
  makeupCancelled: z.boolean(),
});
export type TAttendanceChange = z.infer<typeof ZAttendanceChange>;

/** DELETE /attendance/notice/{date} (member): the day of the notice to take back. */
export const ZNoticeDateParams = z.object({ date: isoDateField() });
export type TNoticeDateParams = z.infer<typeof ZNoticeDateParams>;

/** A notice taken back: the lesson is the member's again; the credit it earned, if open, is void. */
export const ZNoticeWithdrawal = z.object({ date: z.string(), creditVoided: z.boolean() });
export type TNoticeWithdrawal = z.infer<typeof ZNoticeWithdrawal>;
