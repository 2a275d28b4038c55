import { z } from 'zod';
import { ZEmail } from '../common/email';
import { ZPhoneNumber } from '../common/phone';
import { toAcademyIsoDate } from '../common/seoul-time';
import { keyIssue, requiredText, TEXT_LIMITS } from '../common/text-fields';
import { ageOn, CHILD_CONSENT, CONSENT_AGE } from './child-consent';

/** Who an application is for; a client that does not say applies for themselves. */
export const APPLICANTS = ['self', 'child'] as const;
export const ZApplicant = z.enum(APPLICANTS, { error: 'invalidValue' }).default('self');
export type TApplicant = (typeof APPLICANTS)[number];

export const GUARDIAN_RELATIONS = ['mother', 'father', 'grandparent', 'other'] as const;
export const ZGuardianRelation = z.enum(GUARDIAN_RELATIONS, { error: 'guardianRelationRequired' });
export type TGuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

/** The guardian who applies for a child: the family's contact and, once approved, its account. */
export const ZGuardianContact = z.object(
  {
    name: requiredText('nameRequired', TEXT_LIMITS.NAME),
    phoneNumber: ZPhoneNumber,
    email: ZEmail,
    relationship: ZGuardianRelation,
  },
  { error: 'guardianRequired' },
);
export type TGuardianContact = z.infer<typeof ZGuardianContact>;

/** The guardian of an application for a child, as staff see it. */
export const ZApplicationGuardian = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  relationship: ZGuardianRelation,
});
export type TApplicationGuardian = z.infer<typeof ZApplicationGuardian>;

/** Who applied, as the staff lists of lesson and one-day applications show them. */
export const ZListedApplicant = z.object({
  applicant: ZApplicant,
  name: z.string(),
  birthDate: z.string(),
  /** Full years on the academy's day the list was read. */
  age: z.number().int(),
});

/** How those lists reach the applicant, and the guardian's consent for a child under 14. */
export const ZListedApplicantContact = z.object({
  /** The applicant's own; a child may have none (the guardian is then the contact). */
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  guardian: ZApplicationGuardian.nullable(),
  /** When the guardian consented, for a child under 14. */
  consentedAt: z.string().nullable(),
});

/** The guardian's consent for a child under 14, to the text of CHILD_CONSENT.version. */
export const ZChildConsent = z.object(
  {
    agreed: z.literal(true, { error: 'childConsentRequired' }),
    version: z.literal(CHILD_CONSENT.version, { error: 'childConsentVersion' }),
  },
  { error: 'childConsentRequired' },
);
export type TChildConsent = z.infer<typeof ZChildConsent>;

/** The fields an application form adds for families; the spec's plain payload leaves them out. */
export const familyFields = {
  applicant: ZApplicant,
  guardian: ZGuardianContact.optional(),
  consent: ZChildConsent.optional(),
};

interface TFamilyFieldsValue {
  applicant?: unknown;
  birthDate?: unknown;
  phoneNumber?: unknown;
  email?: unknown;
  guardian?: unknown;
  consent?: unknown;
}

/**
 * The rules between fields, run even when a field failed on its own so every missing piece is
 * named at once: whoever applies for themselves gives their phone (and e-mail where `ownEmail`),
 * and is 14 or older; whoever applies for a child gives the guardian and, for a child under 14,
 * the consent. Age is counted on the academy's (Seoul) day.
 */
export function familyRules(ownEmail: boolean, now: () => Date = () => new Date()) {
  return (value: TFamilyFieldsValue, ctx: z.RefinementCtx) => {
    // Run even when the body is not an object at all (its own issue says so).
    if (typeof value !== 'object' || value === null) return;
    const forChild = value.applicant === 'child';
    const age =
      typeof value.birthDate === 'string' ? ageOn(value.birthDate, toAcademyIsoDate(now())) : null;
    const underAge = age !== null && age < CONSENT_AGE;
    if (!forChild) {
      if (value.phoneNumber === undefined) ctx.addIssue(keyIssue('phoneRequired', ['phoneNumber']));
      if (ownEmail && value.email === undefined) ctx.addIssue(keyIssue('emailRequired', ['email']));
      if (underAge) ctx.addIssue(keyIssue('underConsentAgeSelf', ['applicant']));
      return;
    }
    if (value.guardian === undefined) ctx.addIssue(keyIssue('guardianRequired', ['guardian']));
    if (underAge && value.consent === undefined)
      ctx.addIssue(keyIssue('childConsentRequired', ['consent']));
  };
}
