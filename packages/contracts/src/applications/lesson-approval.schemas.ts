import { z } from 'zod';
import { optionalText, requiredText, TEXT_LIMITS, ZBodyId } from '../common/text-fields';
import { ZLessonWeekday } from '../common/weekday';
import { DEFAULT_TEACHER_ID } from '../constants/app';
import { ZLessonSlotTime, ZMonthlyFee } from '../lessons/lesson-slot';

/** PATCH /lessons/requests/{id}/approve. */
export const ZLessonApprovalRequest = z.object({
  teacherId: ZBodyId.default(DEFAULT_TEACHER_ID),
  teacherResponse: optionalText(TEXT_LIMITS.REASON, 'multi'),
  assignedTime: optionalText(TEXT_LIMITS.SHORT_TEXT),
  lessonDayOfWeek: ZLessonWeekday,
  lessonStartTime: ZLessonSlotTime,
  lessonEndTime: ZLessonSlotTime,
  monthlyFee: ZMonthlyFee,
  isForeigner: z.boolean({ error: 'invalidValue' }).default(false),
});
export type TLessonApprovalRequest = z.infer<typeof ZLessonApprovalRequest>;
export type TLessonApprovalRequestInput = z.input<typeof ZLessonApprovalRequest>;

/** Whole won written in a query string: digits only (no sign, exponent or blank), then bounded. */
const ZQueryMonthlyFee = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
  ZMonthlyFee,
);

/**
 * GET /lessons/requests/{id}/first-due: the inputs of the approval that decide the new member's
 * first due, the weekly slot (weekday and start) and the monthly fee.
 */
export const ZFirstDuePreviewQuery = z.object({
  lessonDayOfWeek: ZLessonWeekday,
  lessonStartTime: ZLessonSlotTime,
  monthlyFee: ZQueryMonthlyFee,
});
export type TFirstDuePreviewQuery = z.infer<typeof ZFirstDuePreviewQuery>;

/** The staff alert shows these and copies the temporary password (docs/product/api.md), plus the login id. */
/**
 * The new account's temporary password and login id, to hand over. For a child they are the
 * guardian's: null password when the child joined a guardian who already has an account
 * (`guardian.created` false).
 */
export const ZLessonApprovalResponse = z.object({
  temporaryPassword: z.string().nullable(),
  studentName: z.string(),
  userId: z.number().int(),
  loginId: z.string(),
  guardian: z
    .object({ userId: z.number().int(), name: z.string(), created: z.boolean() })
    .nullable()
    .optional(),
});
export type TLessonApprovalResponse = z.infer<typeof ZLessonApprovalResponse>;

/** PATCH /lessons/requests/{id}/reject. */
export const ZLessonRejectionRequest = z.object({
  reason: requiredText('rejectionReasonRequired', TEXT_LIMITS.REASON, 'multi'),
});
export type TLessonRejectionRequest = z.infer<typeof ZLessonRejectionRequest>;
