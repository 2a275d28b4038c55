import type { MailMessage } from './mailer.js';

/** Who a personal mail goes to, and in which language. */
export interface MailRecipient {
  to: string;
  name: string;
  english: boolean;
}

/** A member's own address, in the member's language (English for foreign members). */
export const memberRecipient = (member: {
  email: string;
  name: string;
  isForeigner: boolean;
}): MailRecipient => ({ to: member.email, name: member.name, english: member.isForeigner });

interface TLetter {
  subject: string;
  /** The body after the greeting, one entry per line ('' for a blank line). */
  lines: readonly string[];
}

/**
 * A mail to one person in their language: English for foreign members, Korean otherwise, opened
 * with the greeting of that language.
 */
export function personalMail(
  recipient: MailRecipient,
  letters: { ko: TLetter; en: TLetter },
): MailMessage {
  const { to, name, english } = recipient;
  const { subject, lines } = english ? letters.en : letters.ko;
  const greeting = english ? `Hello ${name},` : `${name}님, 안녕하세요.`;
  return { to, subject, text: [greeting, '', ...lines].join('\n') };
}

/** A personal mail whose letters tell one value (a code, an address): built from the recipient and it. */
export function personalMailOf<Value>(letters: (value: Value) => { ko: TLetter; en: TLetter }) {
  return (recipient: MailRecipient, value: Value): MailMessage =>
    personalMail(recipient, letters(value));
}
