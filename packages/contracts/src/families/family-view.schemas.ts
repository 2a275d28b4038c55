import { z } from 'zod';
import { recordOf } from '../common/records';
import { ZOptionalEmail } from '../common/email';
import { ZPhoneNumber } from '../common/phone';
import { ZLessonWeekday } from '../common/weekday';
import { ZGuardianRelation } from './family.schemas';

/** One child as their guardian sees them on the dashboard. */
export const ZFamilyChild = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Full years on the academy's day; null when no birth date is on record. */
  age: z.number().int().nullable(),
  relationship: ZGuardianRelation.nullable(),
  /** The weekly lesson running today, when there is one. */
  lesson: z
    .object({ dayOfWeek: ZLessonWeekday, startTime: z.string(), endTime: z.string() })
    .nullable(),
  teacherName: z.string().nullable(),
  /** Dues not yet paid, and their total in won. */
  unpaidDues: z.number().int(),
  unpaidAmount: z.number().int(),
  /** The sibling discounts already taken off those dues, in won (0 for none). */
  unpaidSiblingDiscount: z.number().int(),
});
export type TFamilyChild = z.infer<typeof ZFamilyChild>;

/** GET /family: the signed-in member's children (none for most members). */
export const ZFamily = z.object({ children: z.array(ZFamilyChild) });
export type TFamily = z.infer<typeof ZFamily>;

/**
 * PUT /users/{id}/guardian: the member who becomes the child's guardian, by the phone they
 * registered (what staff have at hand), and how they are related.
 */
export const ZLinkGuardianRequest = z.object({
  guardianPhone: ZPhoneNumber,
  relationship: ZGuardianRelation,
});
export type TLinkGuardianRequest = z.infer<typeof ZLinkGuardianRequest>;

/** A child's guardian after staff linked or unlinked one. */
export const ZGuardianLink = z.object({
  userId: z.number().int(),
  guardian: z
    .object({ userId: z.number().int(), name: z.string(), loginId: z.string() })
    .nullable(),
  relationship: ZGuardianRelation.nullable(),
});
export type TGuardianLink = z.infer<typeof ZGuardianLink>;

/** One stored record in a personal-data download: its fields as text, numbers or flags. */
const ZExportRecord = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);

/** The kinds of records a download lists beside the profile. */
const PERSONAL_RECORD_KINDS = [
  'weeklySlots',
  'attendance',
  'makeupCredits',
  'makeupLessons',
  'practiceBookings',
  'scheduleChanges',
  'tuitionDues',
  'notifications',
  'consents',
] as const;

/** What the academy keeps about one person (docs/product/privacy.md), newest records first. */
export const ZPersonalData = z.object({
  profile: ZExportRecord,
  ...recordOf(PERSONAL_RECORD_KINDS, () => z.array(ZExportRecord)),
});
export type TPersonalData = z.infer<typeof ZPersonalData>;

/** GET /users/me/export: the member's own data and their children's. */
export const ZPersonalDataExport = z.object({
  exportedAt: z.string(),
  member: ZPersonalData,
  children: z.array(ZPersonalData),
});
export type TPersonalDataExport = z.infer<typeof ZPersonalDataExport>;

/** The `X-Acting-For` header's value: the child's member id. */
export const ZActingFor = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * POST /users/{id}/login: a teenager's own login, made by staff for a child who has none. The
 * login id is `s` and the phone, as for every member; the e-mail may be left empty.
 */
export const ZChildLoginRequest = z.object({
  phoneNumber: ZPhoneNumber,
  email: ZOptionalEmail,
});
export type TChildLoginRequest = z.infer<typeof ZChildLoginRequest>;

/** The login made, and the password it signs in with once (shown to the staff member only). */
export const ZChildLogin = z.object({
  userId: z.number().int(),
  loginId: z.string(),
  temporaryPassword: z.string(),
});
export type TChildLogin = z.infer<typeof ZChildLogin>;
