import { z } from 'zod';
import { ZDayTimes } from '../common/lesson-slot';
import { ZClosureDay } from '../closures/closures.schemas';
import { ZLookupDate } from '../common/date-window';
import { ZPositiveId } from '../common/text-fields';
import { ZWeekday } from '../common/weekday';
import { DEFAULT_TEACHER_ID } from '../constants/app';
import { checkedCalendarRange } from './calendar-range';
import { ZPersonalSchedule } from './personal-schedule.schemas';

/**
 * GET /schedule/all-teacher-busy-times; the query's teacherId defaults to "1". The range
 * counts both ends and spans at most CALENDAR.BUSY_TIMES_MAX_DAYS days.
 */
export const ZBusyTimesQuery = checkedCalendarRange(
  z.object({
    teacherId: ZPositiveId.default(DEFAULT_TEACHER_ID),
    startDate: ZLookupDate,
    endDate: ZLookupDate,
  }),
);
export type TBusyTimesQuery = z.infer<typeof ZBusyTimesQuery>;

/** A regular lesson slot; the effective range bounds it when a member's schedule changed. */
export const ZBusyTime = z.object({
  startTime: z.string(),
  endTime: z.string(),
  studentName: z.string().nullable(),
  type: z.string(),
  scheduleDate: z.string().nullable(),
  createdAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveUntil: z.string().nullable(),
  /**
   * Staff only, when any: the months (YYYY-MM) of the range an approved pause of the member holds
   * (docs/product/pauses.md). The slot is kept for the member's return, so its hour stays busy,
   * but no lesson is given in those months and calendars draw none.
   */
  pausedMonths: z.array(z.string().regex(/^\d{4}-\d{2}$/)).optional(),
  /** Staff only: the member whose slot it is, so that staff can move one of its lessons. */
  memberId: z.number().int().optional(),
});
export type TBusyTime = z.infer<typeof ZBusyTime>;

export const ZRegularSchedule = z.object({
  dayOfWeek: ZWeekday,
  busyTimes: z.array(ZBusyTime),
});
export type TRegularSchedule = z.infer<typeof ZRegularSchedule>;

export const ZApprovedScheduleChange = z.object({
  originalDate: z.string(),
  newDate: z.string(),
  originalWeekday: ZWeekday,
  originalStartTime: z.string(),
  originalEndTime: z.string(),
  newStartTime: z.string(),
  newEndTime: z.string(),
  /** Null when the caller may not see who the lesson belongs to (guests). */
  studentName: z.string().nullable(),
});
export type TApprovedScheduleChange = z.infer<typeof ZApprovedScheduleChange>;

/** A booked make-up lesson (docs/product/makeups.md): the teacher's hour is busy for everyone. */
export const ZBookedMakeup = z.object({
  ...ZDayTimes.shape,
  /** Null when the caller may not see who the lesson belongs to (members, guests). */
  studentName: z.string().nullable(),
});
export type TBookedMakeup = z.infer<typeof ZBookedMakeup>;

export const ZTeacherBusyTimes = z.object({
  regularSchedules: z.array(ZRegularSchedule),
  personalSchedules: z.array(ZPersonalSchedule),
  approvedModifications: z.array(ZApprovedScheduleChange),
  makeupLessons: z.array(ZBookedMakeup),
  /** The academy's closed days in the range: no lesson takes place, every hour is busy. */
  closures: z.array(ZClosureDay),
});
export type TTeacherBusyTimes = z.infer<typeof ZTeacherBusyTimes>;

/** GET /teacher-schedule/busy-times: one day. */
export const ZDayBusyTimesQuery = z.object({
  date: ZLookupDate,
  teacherId: ZPositiveId.default(DEFAULT_TEACHER_ID),
});
export type TDayBusyTimesQuery = z.infer<typeof ZDayBusyTimesQuery>;

export const ZDayBusyTimes = z.object({
  busyTimes: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
});
export type TDayBusyTimes = z.infer<typeof ZDayBusyTimes>;

/** GET /schedule/my-overrides data. */
export const ZScheduleOverride = z.object({ scope: z.string(), startDate: z.string() });
export type TScheduleOverride = z.infer<typeof ZScheduleOverride>;

export const ZScheduleOverrideList = z.object({ overrides: z.array(ZScheduleOverride) });
export type TScheduleOverrideList = z.infer<typeof ZScheduleOverrideList>;
