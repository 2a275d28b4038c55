import { CONSENT_AGE, type TMessageChannel } from '@academy/contracts';
import { ageOfStoredBirthDate } from '../lib/stored-age.js';

interface TPerson {
  email: string | null;
  phoneNumber: string | null;
  name: string;
  isForeigner: boolean;
  messageChannel: TMessageChannel;
}

interface TMemberRow extends TPerson {
  loginId: string | null;
  birthDate: Date | null;
  guardian: TPerson | null;
}

/**
 * One person who hears about a member: their e-mail address and phone (either may be missing),
 * name and language; a guardian is told whom it is about.
 */
export interface TMemberListener {
  to: string | null;
  phone: string | null;
  name: string;
  english: boolean;
  aboutChild?: string;
  /** They chose plain text messages and have a phone that counts (docs/decisions/0045). */
  wantsSms?: boolean;
}

/** Which of a person's addresses count: e-mail alone (no text channel) or e-mail and phone. */
export type TReachableBy = 'mail' | 'mailOrPhone';

/**
 * The person's phone counts only with the text channel on, and not for one who chose e-mail and
 * has an address: such a person gets the mail (docs/decisions/0035). Without an e-mail the phone
 * still counts, since the messages are information the person must get.
 */
function phoneOf(
  { email, phoneNumber, messageChannel }: TPerson,
  reachableBy: TReachableBy,
): string | null {
  if (reachableBy === 'mail') return null;
  return messageChannel === 'email' && email !== null ? null : phoneNumber;
}

const asListener = (
  person: TPerson,
  reachableBy: TReachableBy,
  aboutChild?: string,
): TMemberListener[] => {
  const { email, name, isForeigner } = person;
  const phone = phoneOf(person, reachableBy);
  if (email === null && phone === null) return [];
  return [
    {
      to: email,
      phone,
      name,
      english: isForeigner,
      ...(aboutChild ? { aboutChild } : {}),
      ...(phone !== null && person.messageChannel === 'sms' ? { wantsSms: true } : {}),
    },
  ];
};

/** A child hears themselves only with a login of their own and from 14 on. */
function childHearsToo(member: TMemberRow, now: Date): boolean {
  if (member.loginId === null || member.birthDate === null) return false;
  const age = ageOfStoredBirthDate(member.birthDate, now);
  return age !== null && age >= CONSENT_AGE;
}

/**
 * Who hears about a member, in their own language (docs/product/families.md): the member; for a
 * child, their guardian (told whom it is about), and the child too with a login and from 14 on.
 * Nobody without an address they can be reached by: an e-mail, or a phone when text messages
 * are on.
 */
export function listenersOfMember(
  member: TMemberRow,
  now: Date,
  reachableBy: TReachableBy,
): TMemberListener[] {
  if (member.guardian === null) return asListener(member, reachableBy);
  const child = childHearsToo(member, now) ? asListener(member, reachableBy) : [];
  return [...asListener(member.guardian, reachableBy, member.name), ...child];
}
