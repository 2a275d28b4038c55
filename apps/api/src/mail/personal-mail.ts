import type { MailMessage } from './mailer.js';

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
  recipient: { to: string; name: string; english: boolean },
  letters: { ko: TLetter; en: TLetter },
): MailMessage {
  const { to, name, english } = recipient;
  const { subject, lines } = english ? letters.en : letters.ko;
  const greeting = english ? `Hello ${name},` : `${name}님, 안녕하세요.`;
  return { to, subject, text: [greeting, '', ...lines].join('\n') };
}
