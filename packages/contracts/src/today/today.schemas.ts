import { z } from 'zod';
import { ZAttendanceStatus } from '../attendance/attendance.schemas';
import { ZDayTimes } from '../common/lesson-slot';
import { TODAY_OCCURRENCE_KINDS, TODAY_PENDING_KINDS } from './today.limits';

export const ZTodayOccurrenceKind = z.enum(TODAY_OCCURRENCE_KINDS);
export type TTodayOccurrenceKind = z.infer<typeof ZTodayOccurrenceKind>;

/**
 * One lesson, make-up or one-day class of the day. The place is the teacher (a lesson has no
 * room of its own: decision 0056); a one-day class has no member, no attendance state.
 */
export const ZTodayOccurrence = z.object({
  kind: ZTodayOccurrenceKind,
  ...ZDayTimes.shape,
  name: z.string(),
  memberId: z.number().int().nullable(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  status: ZAttendanceStatus.nullable(),
  /** The member said they cannot come (absent with notice). */
  noticeGiven: z.boolean(),
});
export type TTodayOccurrence = z.infer<typeof ZTodayOccurrence>;

export const ZTodayDay = z.object({ date: z.string(), occurrences: z.array(ZTodayOccurrence) });
export type TTodayDay = z.infer<typeof ZTodayDay>;

/** A request waiting for staff: who, and the day it concerns (or the day it came in). */
export const ZTodayPendingItem = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
});
export type TTodayPendingItem = z.infer<typeof ZTodayPendingItem>;

export const ZTodayPendingGroup = z.object({
  count: z.number().int(),
  first: z.array(ZTodayPendingItem),
});
export type TTodayPendingGroup = z.infer<typeof ZTodayPendingGroup>;

export const ZTodayPendingKind = z.enum(TODAY_PENDING_KINDS);
export type TTodayPendingKind = z.infer<typeof ZTodayPendingKind>;

export const ZTodayPending = z.object({
  lessonApplications: ZTodayPendingGroup,
  onedayApplications: ZTodayPendingGroup,
  scheduleChanges: ZTodayPendingGroup,
  pauses: ZTodayPendingGroup,
  makeupRequests: ZTodayPendingGroup,
  inquiries: ZTodayPendingGroup,
} satisfies Record<TTodayPendingKind, typeof ZTodayPendingGroup>);
export type TTodayPending = z.infer<typeof ZTodayPending>;

/** The month's dues as the tuition screen totals them (collected net of refunds). */
export const ZTodayDues = z.object({
  month: z.string(),
  paidCount: z.number().int(),
  collected: z.number().int(),
  unpaidCount: z.number().int(),
  outstanding: z.number().int(),
});
export type TTodayDues = z.infer<typeof ZTodayDues>;

export const ZTodayClosure = z.object({
  date: z.string(),
  reason: z.string(),
  reasonEn: z.string(),
});
export type TTodayClosure = z.infer<typeof ZTodayClosure>;

/** GET /today: the academy's day at a glance for staff (docs/product/back-office.md#today). */
export const ZToday = z.object({
  today: ZTodayDay,
  tomorrow: ZTodayDay,
  pending: ZTodayPending,
  dues: ZTodayDues,
  nextClosure: ZTodayClosure.nullable(),
});
export type TToday = z.infer<typeof ZToday>;
