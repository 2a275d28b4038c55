import { z } from 'zod';
import {
  isIsoDate,
  isoDateField,
  isTimeOfDay,
  timeOfDayField,
  timeToMinutes,
} from '../common/dates';
import { pagedList, requestPageQuery } from '../common/pagination';
import { keyIssue, requiredText, TEXT_LIMITS, ZBodyId } from '../common/text-fields';
import { ZWeekday } from '../common/weekday';
import { HOURS } from '../constants/hours';
import { isLessonMoveHour } from './schedule-changes.rules';
import {
  SCHEDULE_CHANGE_STATUSES,
  ZChangePeriod,
  ZChangeType,
  ZScheduleChangeRequestType,
  ZScheduleChangeStatus,
} from './schedule-changes.enums';

const FIRST_START = HOURS.SCHEDULE_CHANGE.FIRST_SLOT_HOUR * 60;
const LAST_START = HOURS.SCHEDULE_CHANGE.LAST_SLOT_HOUR * 60;

/** POST /modification (docs/product/entities.md); the member form sends temporary/custom, one hour long. */
export const ZScheduleChangeRequest = z
  .object({
    requestType: ZScheduleChangeRequestType.default('reschedule'),
    changeType: ZChangeType.default('temporary'),
    changePeriod: ZChangePeriod.default('custom'),
    changeStartDate: isoDateField('scheduleChangeTargetDateRequired'),
    changeEndDate: isoDateField('scheduleChangeTargetDateRequired'),
    requestMessage: requiredText('scheduleChangeReasonRequired', TEXT_LIMITS.REASON, 'multi'),
    requestedDate: isoDateField('scheduleChangeNewDateRequired'),
    requestedStartTime: timeOfDayField('scheduleChangeTimeRequired'),
    requestedEndTime: timeOfDayField('scheduleChangeTimeRequired'),
    lessonScheduleId: ZBodyId.optional(),
  })
  .superRefine((value, ctx) => {
    // Field errors are already reported; comparing half-valid values would add noise.
    const datesValid = [value.changeStartDate, value.changeEndDate, value.requestedDate].every(
      isIsoDate,
    );
    if (datesValid && value.changeEndDate < value.changeStartDate) {
      ctx.addIssue(keyIssue('dateRangeOrder', ['changeEndDate']));
    }
    if (datesValid && value.requestedDate < value.changeStartDate) {
      ctx.addIssue(keyIssue('scheduleChangeDateBeforeTarget', ['requestedDate']));
    }
    if (!isTimeOfDay(value.requestedStartTime) || !isTimeOfDay(value.requestedEndTime)) return;
    const start = timeToMinutes(value.requestedStartTime);
    if (start < FIRST_START || start > LAST_START) {
      ctx.addIssue(keyIssue('scheduleChangeOutsideHours', ['requestedStartTime']));
    }
    if (timeToMinutes(value.requestedEndTime) <= start) {
      ctx.addIssue(keyIssue('endAfterStart', ['requestedEndTime']));
    }
  });
export type TScheduleChangeRequest = z.infer<typeof ZScheduleChangeRequest>;
export type TScheduleChangeRequestInput = z.input<typeof ZScheduleChangeRequest>;

/** GET /modification. */
export const ZScheduleChangesQuery = requestPageQuery(SCHEDULE_CHANGE_STATUSES);
export type TScheduleChangesQuery = z.infer<typeof ZScheduleChangesQuery>;

/** PUT /modification/{id}/approve: docs/product/validation.md requires a reason for approvals too. */
export const ZScheduleChangeApproveRequest = z.object({
  teacherResponse: requiredText('approvalReasonRequired', TEXT_LIMITS.REASON, 'multi'),
});
export type TScheduleChangeApproveRequest = z.infer<typeof ZScheduleChangeApproveRequest>;

/** PUT /modification/{id}/reject. */
export const ZScheduleChangeRejectRequest = z.object({
  teacherResponse: requiredText('rejectionReasonRequired', TEXT_LIMITS.REASON, 'multi'),
});
export type TScheduleChangeRejectRequest = z.infer<typeof ZScheduleChangeRejectRequest>;

const ZMinuteOfDay = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(0, { error: 'invalidValue' })
  .max(24 * 60, { error: 'invalidValue' });

/**
 * POST /modification/lesson-move: staff move one lesson of a member from its date to a new day
 * and hours (docs/product/schedule-changes.md); stored as an approved schedule change.
 */
export const ZLessonMoveRequest = z
  .object({
    memberId: ZBodyId,
    originalDate: isoDateField('scheduleChangeTargetDateRequired'),
    newDate: isoDateField('scheduleChangeNewDateRequired'),
    startMinute: ZMinuteOfDay,
    endMinute: ZMinuteOfDay,
    reason: requiredText('lessonMoveReasonRequired', TEXT_LIMITS.REASON, 'multi'),
  })
  .superRefine((value, ctx) => {
    if (!isLessonMoveHour(value.startMinute, value.endMinute)) {
      ctx.addIssue(keyIssue('lessonMoveOutsideHours', ['startMinute']));
    }
  });
export type TLessonMoveRequest = z.infer<typeof ZLessonMoveRequest>;

export const ZScheduleChangeItem = z.object({
  id: z.number().int(),
  user: z.object({ name: z.string(), phoneNumber: z.string(), email: z.string().nullable() }),
  changeType: ZChangeType,
  changePeriod: ZChangePeriod,
  changeStartDate: z.string().nullable(),
  changeEndDate: z.string().nullable(),
  requestedDate: z.string().nullable(),
  requestedStartTime: z.string().nullable(),
  requestedEndTime: z.string().nullable(),
  requestedWeekDay: ZWeekday.nullable(),
  reason: z.string(),
  status: ZScheduleChangeStatus,
  teacherResponse: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TScheduleChangeItem = z.infer<typeof ZScheduleChangeItem>;

export const ZScheduleChangeList = pagedList({ modifications: z.array(ZScheduleChangeItem) });
export type TScheduleChangeList = z.infer<typeof ZScheduleChangeList>;

/** A member's pending request as GET /modification/check-pending answers it. */
export const ZPendingScheduleChange = z.object({
  id: z.number().int(),
  /** The lesson date being moved. */
  originalDate: z.string(),
  requestedDate: z.string(),
  requestedStartTime: z.string(),
  requestedEndTime: z.string(),
  createdAt: z.string(),
});
export type TPendingScheduleChange = z.infer<typeof ZPendingScheduleChange>;

/**
 * GET /modification/check-pending: whether the member has a request awaiting staff. With
 * several (one per lesson date is allowed), `request` is the one for the soonest lesson date.
 */
export const ZPendingScheduleChangeCheck = z.object({
  hasPending: z.boolean(),
  pendingCount: z.number().int().nonnegative(),
  request: ZPendingScheduleChange.nullable(),
});
export type TPendingScheduleChangeCheck = z.infer<typeof ZPendingScheduleChangeCheck>;
