import { z } from 'zod';
import { ZDayTimes } from '../common/lesson-slot';
import { isoDateField, timeOfDayField } from '../common/dates';
import { optionalText, requiredText, ZBodyId, ZPositiveId } from '../common/text-fields';
import {
  MAKEUP_CREDIT_SOURCES,
  MAKEUP_CREDIT_STATES,
  MAKEUP_LESSON_STATUSES,
  MAKEUP_LIMITS,
} from './makeups.limits';
import { ZOwnHour } from '../schedule/own-hours';
import { isMakeupHour } from './makeups.rules';

/** POST /makeups (member): the hour to spend the oldest open credit on. */
export const ZMakeupBooking = z
  .object({
    date: isoDateField('makeupDateRequired'),
    startTime: timeOfDayField('makeupTimeRequired'),
  })
  .refine((value) => isMakeupHour(value.date, value.startTime), {
    path: ['startTime'],
    error: 'makeupOutsideHours',
  });
export type TMakeupBooking = z.infer<typeof ZMakeupBooking>;

const reason = requiredText('makeupReasonRequired', MAKEUP_LIMITS.REASON_MAX_LENGTH);

/** POST /makeups/credits (staff): grant a credit, or void an open one, always with a reason. */
export const ZMakeupCreditAdjustment = z.discriminatedUnion(
  'action',
  [
    z.object({ memberId: ZBodyId, action: z.literal('grant'), reason }),
    z.object({
      memberId: ZBodyId,
      action: z.literal('void'),
      reason,
      creditId: ZBodyId,
    }),
  ],
  { error: 'makeupCreditActionInvalid' },
);
export type TMakeupCreditAdjustment = z.infer<typeof ZMakeupCreditAdjustment>;

/** PATCH /makeups/{id} (staff): approve or reject a requested make-up. */
export const ZMakeupDecision = z.object({
  action: z.enum(['approve', 'reject'], { error: 'makeupDecisionInvalid' }),
  response: optionalText(MAKEUP_LIMITS.RESPONSE_MAX_LENGTH),
});
export type TMakeupDecision = z.infer<typeof ZMakeupDecision>;

/** GET /makeups (staff): one member's view. */
export const ZMakeupMemberQuery = z.object({ memberId: ZPositiveId });
export type TMakeupMemberQuery = z.infer<typeof ZMakeupMemberQuery>;

export const ZMakeupCreditSource = z.enum(MAKEUP_CREDIT_SOURCES);
export const ZMakeupCreditState = z.enum(MAKEUP_CREDIT_STATES);
export const ZMakeupLessonStatus = z.enum(MAKEUP_LESSON_STATUSES);
export type TMakeupCreditState = z.infer<typeof ZMakeupCreditState>;
export type TMakeupLessonStatus = z.infer<typeof ZMakeupLessonStatus>;

export const ZMakeupCredit = z.object({
  id: z.number().int(),
  source: ZMakeupCreditSource,
  /** The missed lesson's day; null for a staff grant. */
  lessonDate: z.string().nullable(),
  /** The last day a make-up bought with it may take place. */
  expiresOn: z.string(),
  state: ZMakeupCreditState,
  /** Why staff granted it. */
  reason: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type TMakeupCredit = z.infer<typeof ZMakeupCredit>;

export const ZMakeupLesson = z.object({
  id: z.number().int(),
  creditId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  teacherName: z.string(),
  ...ZDayTimes.shape,
  status: ZMakeupLessonStatus,
  response: z.string().nullable(),
  createdAt: z.string(),
});
export type TMakeupLesson = z.infer<typeof ZMakeupLesson>;

/** Every credit the member ever had is in exactly one count: earned = spent + voided + expired + open. */
export const ZMakeupLedger = z.object({
  earned: z.number().int(),
  spent: z.number().int(),
  voided: z.number().int(),
  expired: z.number().int(),
  open: z.number().int(),
});
export type TMakeupLedger = z.infer<typeof ZMakeupLedger>;

/** GET /makeups/me. */
export const ZMakeupOverview = z.object({
  /** The most open credits a member may hold (MAKEUP_CREDIT_CAP). */
  cap: z.number().int(),
  /** Open credits, the one spent next first (earliest expiry, then id). */
  openCredits: z.array(ZMakeupCredit),
  /** Booked and requested make-ups to come (soonest first), then the rest (latest first). */
  makeups: z.array(ZMakeupLesson),
  ledger: ZMakeupLedger,
  /** Whose free hours a make-up may take; null when the member has no teacher yet. */
  teacherId: z.number().int().nullable(),
});
export type TMakeupOverview = z.infer<typeof ZMakeupOverview>;

/**
 * GET /makeups/me: the overview and the member's own hours (lessons, make-ups, practice
 * bookings) from today to the last day of the credit spent next, which no make-up may overlap.
 */
export const ZOwnMakeupOverview = ZMakeupOverview.extend({ ownHours: z.array(ZOwnHour) });
export type TOwnMakeupOverview = z.infer<typeof ZOwnMakeupOverview>;

/** GET /makeups?memberId (staff): the member's view and their past credits (latest first). */
export const ZMakeupMemberOverview = ZMakeupOverview.extend({
  memberId: z.number().int(),
  memberName: z.string(),
  pastCredits: z.array(ZMakeupCredit),
});
export type TMakeupMemberOverview = z.infer<typeof ZMakeupMemberOverview>;

/** A make-up the member cancelled: its credit is open again until its last day. */
export const ZMakeupCancellation = z.object({ id: z.number().int(), creditExpiresOn: z.string() });
export type TMakeupCancellation = z.infer<typeof ZMakeupCancellation>;
