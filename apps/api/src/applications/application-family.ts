import {
  ageOn,
  CHILD_CONSENT,
  CONSENT_AGE,
  toAcademyIsoDate,
  type TApplicant,
  type TApplicationGuardian,
  type TChildConsent,
  type TGuardianContact,
  type TGuardianRelation,
  type TLessonApplication,
  type TOnedayApplication,
} from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { fromBirthDateDigits } from '../lib/iso-date.js';
import { ageOfStoredBirthDate } from '../lib/stored-age.js';
import type { TApplicationContactRow } from '../unit-of-work/application-contact.js';

/** What an application for a child stores beside the child's own fields. */
export function guardianColumns(input: { applicant: TApplicant; guardian?: TGuardianContact }) {
  const { guardian } = input;
  if (input.applicant !== 'child' || !guardian) return { applicant: 'self' as const };
  return {
    applicant: 'child' as const,
    guardianName: guardian.name,
    guardianPhone: guardian.phoneNumber,
    guardianEmail: guardian.email,
    guardianRelation: guardian.relationship,
  };
}

/**
 * The consent row of an application for a child under 14 (the schema refused one without it):
 * the time, the version of the text and its purposes. Nothing for anyone else.
 */
export function consentOf(
  input: {
    applicant: TApplicant;
    birthDate: string;
    guardian?: TGuardianContact;
    consent?: TChildConsent;
  },
  at: Date,
): Omit<Prisma.ConsentUncheckedCreateInput, 'lessonApplicationId' | 'onedayApplicationId'> | null {
  const age = ageOn(input.birthDate, toAcademyIsoDate(at));
  if (input.applicant !== 'child' || !input.guardian || !input.consent) return null;
  if (age === null || age >= CONSENT_AGE) return null;
  return {
    guardianName: input.guardian.name,
    textVersion: input.consent.version,
    purposes: CHILD_CONSENT.purposes.map((purpose) => purpose.key),
    consentedAt: at,
  };
}

/**
 * What the lesson and the one-day application forms store alike: the applicant and their contact,
 * the guardian when a child applies, the consent row for a child under 14, and the wishes given.
 */
export function applicationColumns(input: TLessonApplication | TOnedayApplication) {
  const consent = consentOf(input, new Date());
  return {
    ...guardianColumns(input),
    ...(consent ? { consent: { create: consent } } : {}),
    name: input.name,
    birthDate: fromBirthDateDigits(input.birthDate),
    phoneNumber: input.phoneNumber ?? null,
    email: input.email ?? null,
    preferredTime: input.preferredTime ?? '',
    message: input.message || null,
  };
}

interface TApplicationFamilyRow extends TApplicationContactRow {
  birthDate: Date;
  guardianRelation: TGuardianRelation | null;
  consent: { consentedAt: Date } | null;
}

/** The guardian of an application for a child, as staff see it. */
function guardianOf(row: TApplicationFamilyRow): TApplicationGuardian | null {
  if (row.applicant !== 'child' || !row.guardianName || !row.guardianPhone) return null;
  if (!row.guardianRelation) return null;
  return {
    name: row.guardianName,
    phoneNumber: row.guardianPhone,
    email: row.guardianEmail,
    relationship: row.guardianRelation,
  };
}

/** The family fields of a staff list item: who applied, the age today, guardian and consent. */
export function familyFieldsOf(row: TApplicationFamilyRow, now: Date) {
  return {
    applicant: row.applicant,
    age: ageOfStoredBirthDate(row.birthDate, now) ?? 0,
    guardian: guardianOf(row),
    consentedAt: row.consent ? row.consent.consentedAt.toISOString() : null,
  };
}

/** What a staff list reads of an application to show its family fields. */
export const WITH_CONSENT = { consent: { select: { consentedAt: true } } } as const;
