import { z } from 'zod';
import { pagedList } from '../common/pagination';
import { ZAttendanceStatus } from '../attendance/attendance.schemas';
import { ZPauseState } from '../pauses/pauses.enums';
import { ZScheduleChangeStatus } from '../schedule-changes/schedule-changes.enums';
import { ZTuitionDue } from '../tuition/tuition.schemas';
import { MEMBER_OVERVIEW_LIMITS } from './members.limits';

/** GET /users/:id/overview: which page of the attendance history. */
export const ZMemberOverviewQuery = z.object({
  attendancePage: z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(MEMBER_OVERVIEW_LIMITS.MAX_ATTENDANCE_PAGE, { error: 'invalidValue' })
    .default(1),
});
export type TMemberOverviewQuery = z.infer<typeof ZMemberOverviewQuery>;

/** One marked lesson; `byMember` when the member (or guardian) gave the notice themselves. */
export const ZMemberAttendanceEntry = z.object({
  date: z.string(),
  status: ZAttendanceStatus,
  note: z.string().nullable(),
  byMember: z.boolean(),
});
export type TMemberAttendanceEntry = z.infer<typeof ZMemberAttendanceEntry>;

export const ZMemberScheduleChangeEntry = z.object({
  id: z.number().int(),
  originalDate: z.string(),
  requestedDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: ZScheduleChangeStatus,
  createdAt: z.string(),
});
export type TMemberScheduleChangeEntry = z.infer<typeof ZMemberScheduleChangeEntry>;

export const ZMemberPauseEntry = z.object({
  id: z.number().int(),
  fromMonth: z.string(),
  untilMonth: z.string(),
  state: ZPauseState,
  createdAt: z.string(),
});
export type TMemberPauseEntry = z.infer<typeof ZMemberPauseEntry>;

/**
 * What the member page shows besides the profile, the make-ups and the consultation notes
 * (docs/product/back-office.md#the-member-page), every list bounded: a page of the attendance
 * history, the latest dues and requests, and whether a calendar feed is on (never its address).
 */
export const ZMemberOverview = z.object({
  /** The member's teacher, who teaches their weekly lessons; null when none is assigned. */
  teacherName: z.string().nullable(),
  attendance: pagedList({ entries: z.array(ZMemberAttendanceEntry) }),
  dues: z.array(ZTuitionDue),
  scheduleChanges: z.array(ZMemberScheduleChangeEntry),
  pauses: z.array(ZMemberPauseEntry),
  absenceNotices: z.array(ZMemberAttendanceEntry),
  calendarFeed: z.object({ enabled: z.boolean(), since: z.string().nullable() }),
});
export type TMemberOverview = z.infer<typeof ZMemberOverview>;
