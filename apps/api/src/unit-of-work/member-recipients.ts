import { CONSENT_AGE } from '@academy/contracts';
import { ageOfStoredBirthDate } from '../lib/stored-age.js';
import type { MailRecipient } from '../mail/personal-mail.js';

interface TPerson {
  email: string | null;
  name: string;
  isForeigner: boolean;
}

interface TMemberRow extends TPerson {
  loginId: string | null;
  birthDate: Date | null;
  guardian: TPerson | null;
}

const asRecipient = ({ email, name, isForeigner }: TPerson, aboutChild?: string) =>
  email === null
    ? []
    : [{ to: email, name, english: isForeigner, ...(aboutChild ? { aboutChild } : {}) }];

/** A child hears themselves only with a login of their own and from 14 on. */
function childHearsToo(member: TMemberRow, now: Date): boolean {
  if (member.loginId === null || member.birthDate === null) return false;
  const age = ageOfStoredBirthDate(member.birthDate, now);
  return age !== null && age >= CONSENT_AGE;
}

/**
 * Who hears by mail about a member, in their own language (docs/product/families.md): the
 * member; for a child, their guardian (told whom it is about), and the child too with a login
 * and from 14 on. Nobody without an address.
 */
export function mailRecipientsOfMember(member: TMemberRow, now: Date): MailRecipient[] {
  if (member.guardian === null) return asRecipient(member);
  const child = childHearsToo(member, now) ? asRecipient(member) : [];
  return [...asRecipient(member.guardian, member.name), ...child];
}
