import { z } from 'zod';
import { ZBirthDate } from '../common/birth-date';
import { ZEmail } from '../common/email';
import { ZGender } from '../common/gender';
import { pagedList, requestPageQuery } from '../common/pagination';
import { HONEYPOT_FIELD, ZHoneypotField } from '../common/honeypot';
import { ZPhoneNumber } from '../common/phone';
import {
  familyFields,
  familyRules,
  ZListedApplicant,
  ZListedApplicantContact,
} from '../families/family.schemas';
import { ZNameRef } from '../common/refs';
import { optionalText, requiredText, TEXT_LIMITS } from '../common/text-fields';
import {
  LESSON_APPLICATION_STATUSES,
  ZAnyLessonType,
  ZApplicationLessonType,
  type TApplicationLessonType,
  ZLessonApplicationStatus,
} from './applications.enums';

/**
 * POST /lessons/apply: for the applicant themselves (the plain payload), or with `applicant:
 * 'child'` for a child, with the guardian and, under 14, the guardian's consent (familyRules).
 */
export const ZLessonApplication = z
  .object({
    name: requiredText('nameRequired', TEXT_LIMITS.NAME),
    birthDate: ZBirthDate,
    gender: ZGender,
    phoneNumber: ZPhoneNumber.optional(),
    email: ZEmail.optional(),
    preferredTime: optionalText(TEXT_LIMITS.PREFERRED_TIME, 'multi'),
    lessonType: ZApplicationLessonType,
    message: optionalText(TEXT_LIMITS.APPLICATION_MESSAGE, 'multi'),
    [HONEYPOT_FIELD]: ZHoneypotField,
    isForeigner: z.boolean({ error: 'invalidValue' }).default(false),
    ...familyFields,
  })
  .superRefine(familyRules(true), { when: () => true });
export type TLessonApplication = z.infer<typeof ZLessonApplication>;
export type TLessonApplicationInput = z.input<typeof ZLessonApplication>;

/**
 * POST /lessons/apply and /oneday/apply data; null when the honeypot was filled in. `reference`
 * (`L-2026-000123`, `O-…`) is the applicant's reference number, added to the specification's
 * answer (docs/decisions/0061).
 */
export const ZApplicationReceipt = z.object({
  requestId: z.number().int().nullable(),
  reference: z.string().nullable(),
});
export type TApplicationReceipt = z.infer<typeof ZApplicationReceipt>;

/** How the form's lesson type is stored (docs/product/entities.md: 일반 general, 입시 exam). */
export const APPLICATION_LESSON_TYPE_CODES = {
  일반: 'general',
  입시: 'exam',
} as const satisfies Record<TApplicationLessonType, string>;

/** GET /lessons/requests. */
export const ZLessonApplicationsQuery = requestPageQuery(LESSON_APPLICATION_STATUSES);
export type TLessonApplicationsQuery = z.infer<typeof ZLessonApplicationsQuery>;

export const ZLessonApplicationItem = z.object({
  requestId: z.number().int(),
  ...ZListedApplicant.shape,
  gender: ZGender,
  ...ZListedApplicantContact.shape,
  preferredTime: z.string().nullable(),
  lessonType: ZAnyLessonType,
  message: z.string().nullable(),
  isForeigner: z.boolean(),
  status: ZLessonApplicationStatus,
  teacherResponse: z.string().nullable(),
  handler: ZNameRef.nullable(),
  createdAt: z.string(),
});
export type TLessonApplicationItem = z.infer<typeof ZLessonApplicationItem>;

export const ZLessonApplicationList = pagedList({ requests: z.array(ZLessonApplicationItem) });
export type TLessonApplicationList = z.infer<typeof ZLessonApplicationList>;
