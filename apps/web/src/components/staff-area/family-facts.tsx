import { useFamilyCopy } from '@/i18n/sections/family';
import { formatPhone } from '@academy/contracts';
import type { TApplicant, TApplicationGuardian } from '@academy/contracts';
import type { ReactNode } from 'react';
import { format } from '@/i18n/format';
import table from './RequestTable.module.css';
import styles from './Staff.module.css';
import { formatAcademyDateTime } from './staff-dates';

/** What the lesson and one-day request lists tell of who applied and how to reach them. */
export type TFamilyRecord = {
  applicant: TApplicant;
  birthDate: string;
  age: number;
  phoneNumber: string | null;
  email: string | null;
  guardian: TApplicationGuardian | null;
  consentedAt: string | null;
};

/** The "For a child" mark beside the name of an application a guardian sent for a child. */
export function ChildBadge({ record }: { record: Pick<TFamilyRecord, 'applicant'> }) {
  const copy = useFamilyCopy().staff;
  if (record.applicant !== 'child') return null;
  return <span className={styles.childBadge}>{copy.forChild}</span>;
}

/**
 * The family texts of a request for the staff screens: the birth date with the age, the phone
 * to call (the guardian's when the applicant has none of their own) and the guardian's facts.
 */
export function useFamilyFacts() {
  const family = useFamilyCopy();
  const copy = family.staff;
  const relationOf = (guardian: TApplicationGuardian) => family.relations[guardian.relationship];

  const birthDateWithAge = (record: TFamilyRecord) =>
    format(copy.birthDateAge, { date: record.birthDate, age: String(record.age) });

  /** The applicant's own phone, else the guardian's marked as such; null when neither. */
  const contactPhone = (record: TFamilyRecord): string | null => {
    if (record.phoneNumber) return formatPhone(record.phoneNumber);
    if (record.guardian)
      return format(copy.guardianContact, { phone: formatPhone(record.guardian.phoneNumber) });
    return null;
  };

  /** "Kim Mina (Mother)". */
  const guardianName = (guardian: TApplicationGuardian) =>
    format(copy.guardianNamed, { name: guardian.name, relationship: relationOf(guardian) });

  /** The guardian's rows of a detail view and the consent's, empty for an adult's own application. */
  const guardianFacts = (record: TFamilyRecord, none: string): Array<[string, ReactNode]> => {
    const facts: Array<[string, ReactNode]> = [];
    if (record.guardian) {
      facts.push(
        [copy.guardian, guardianName(record.guardian)],
        [copy.guardianPhone, formatPhone(record.guardian.phoneNumber)],
        [copy.guardianEmail, record.guardian.email ?? none],
      );
    }
    if (record.consentedAt) facts.push([copy.consent, formatAcademyDateTime(record.consentedAt)]);
    return facts;
  };

  /** Whether the applicant applied for themselves or a guardian for a child. */
  const applicantText = (record: Pick<TFamilyRecord, 'applicant'>) =>
    record.applicant === 'child' ? copy.forChild : copy.self;

  return {
    applicantLabel: copy.applicant,
    guardianLabel: copy.guardian,
    applicantText,
    birthDateWithAge,
    contactPhone,
    guardianName,
    guardianFacts,
  };
}

/**
 * Under the applicant's name in a request table: the birth date with the age and, for a
 * child, the guardian, each with its label for screen readers only.
 */
export function ApplicantLines({
  record,
  birthDateLabel,
}: {
  record: TFamilyRecord;
  birthDateLabel: string;
}) {
  const family = useFamilyFacts();
  return (
    <>
      <div className={`${styles.cardMeta} ${table.nowrap}`}>
        <span className={table.hidden}>{birthDateLabel} </span>
        {family.birthDateWithAge(record)}
      </div>
      {record.guardian && (
        <div className={styles.cardMeta}>
          <span className={table.hidden}>{family.guardianLabel} </span>
          {family.guardianName(record.guardian)}
        </div>
      )}
    </>
  );
}
