import type { TApplicant } from '@academy/contracts';
import type { TRecipient } from './message.js';

/** What a lesson or one-day application stores of whom to answer. */
export interface TApplicationContactRow {
  applicant: TApplicant;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  guardianName: string | null;
  guardianPhone: string | null;
  guardianEmail: string | null;
}

/**
 * Whom an application's answers go to: the applicant, or for a child the guardian. Null fields
 * mean there is no such way to reach them.
 */
export function applicationContact(row: TApplicationContactRow): {
  name: string;
  phoneNumber: string | null;
  email: string | null;
  /** Set when the contact is a guardian: the child the answer is about. */
  aboutChild?: string;
} {
  if (row.applicant === 'child' && row.guardianName) {
    return {
      name: row.guardianName,
      phoneNumber: row.guardianPhone,
      email: row.guardianEmail,
      aboutChild: row.name,
    };
  }
  return { name: row.name, phoneNumber: row.phoneNumber, email: row.email };
}

/**
 * The applicant (a child's guardian) as a message's recipient, at the address and the phone of
 * the form, in the language of the page they applied on ('en' or 'ko').
 */
export function applicationRecipient(
  row: TApplicationContactRow & { language: string },
): TRecipient {
  const { name, email, phoneNumber, aboutChild } = applicationContact(row);
  const english = row.language === 'en';
  return {
    address: {
      to: email,
      phone: phoneNumber,
      name,
      english,
      ...(aboutChild ? { aboutChild } : {}),
    },
  };
}
