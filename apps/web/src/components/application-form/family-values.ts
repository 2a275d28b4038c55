import {
  ageOn,
  CHILD_CONSENT,
  CONSENT_AGE,
  familyRules,
  toAcademyIsoDate,
  type TApplicant,
  type TChildConsent,
} from '@academy/contracts';
import { z } from 'zod';
import { validateForm } from '@/lib/validate-form';
import type { TFormValidation } from '@/lib/validate-form';
import type { TApplicantValues } from './ApplicantFields';

/**
 * Who the application is for and, for a child, the guardian and the consent. The guardian's
 * fields are named by their path in the request (`guardian.phoneNumber`), so an error the
 * schema or the server reports there lands on the field and a refused send focuses it.
 */
export type TFamilyValues = {
  applicant: TApplicant;
  'guardian.name': string;
  'guardian.phoneNumber': string;
  'guardian.email': string;
  'guardian.relationship': string;
  consent: boolean;
};

export const EMPTY_FAMILY: TFamilyValues = {
  applicant: 'self',
  'guardian.name': '',
  'guardian.phoneNumber': '',
  'guardian.email': '',
  'guardian.relationship': '',
  consent: false,
};

/** Whether a guardian applies for a child under 14, whose application needs the consent. */
export function needsChildConsent(
  values: Pick<TFamilyValues, 'applicant'> & Pick<TApplicantValues, 'birthDate'>,
  now: Date = new Date(),
): boolean {
  if (values.applicant !== 'child') return false;
  const age = ageOn(values.birthDate, toAcademyIsoDate(now));
  return age !== null && age < CONSENT_AGE;
}

/** A child's own phone or e-mail, which the request carries only when given. */
const ifGiven = <K extends string>(key: K, value: string) =>
  value.trim() === '' ? {} : ({ [key]: value } as Record<K, string>);

/**
 * The form values as the request body: for oneself the applicant's fields as they were; for
 * a child the child's own phone and e-mail only when given, the guardian (the relationship as
 * chosen, '' for none, for the schema to refuse), and under 14 the consent once its box is
 * ticked (left out, the schema asks for it).
 */
export function withFamily<
  T extends Pick<TApplicantValues, 'birthDate' | 'phoneNumber' | 'email'> & TFamilyValues,
>(values: T) {
  const {
    applicant,
    consent,
    'guardian.name': name,
    'guardian.phoneNumber': phoneNumber,
    'guardian.email': email,
    'guardian.relationship': relationship,
    ...rest
  } = values;
  if (applicant !== 'child') return rest;
  const { phoneNumber: ownPhone, email: ownEmail, ...child } = rest;
  const consented: TChildConsent | undefined =
    consent && needsChildConsent(values)
      ? { agreed: true, version: CHILD_CONSENT.version }
      : undefined;
  return {
    ...child,
    ...ifGiven('phoneNumber', ownPhone),
    ...ifGiven('email', ownEmail),
    applicant,
    guardian: { name, phoneNumber, email, relationship },
    ...(consented && { consent: consented }),
  };
}

/**
 * An application as the form sends it: `applicant` may be left out for one's own (the schema's
 * default), and the honeypot `website` rides along, which must stay empty.
 */
export type TApplicationBody<T extends { applicant: TApplicant }> = Omit<T, 'applicant'> & {
  applicant?: TApplicant;
  website?: string;
};

/**
 * The checked body as it goes out: one's own application without `applicant` (the schema's
 * default), so it is the very payload the forms sent before families.
 */
export function withoutDefaultApplicant<T extends { applicant?: TApplicant }>(
  body: T,
): T | Omit<T, 'applicant'> {
  const withoutApplicant = ({ applicant: _default, ...rest }: T) => rest;
  return body.applicant === 'self' ? withoutApplicant(body) : body;
}

/**
 * Checks an application body with its schema and, while some field still fails, with the
 * family rules alone too (the schema runs them only once every field passes), so a missing
 * consent or guardian, or an applicant under 14 applying for themselves, shows with the rest.
 * `ownEmail`: whoever applies for themselves must give an e-mail (the lesson form).
 */
export function validateApplication<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
  ownEmail: boolean,
): TFormValidation<z.output<TSchema>> {
  const checked = validateForm(schema, input);
  if (checked.success) return checked;
  const family = validateForm(z.looseObject({}).superRefine(familyRules(ownEmail)), input);
  const more = family.success ? [] : Object.entries(family.errors);
  const errors = { ...checked.errors };
  for (const [path, key] of more) if (!(path in errors)) errors[path] = key;
  return { success: false, errors };
}
