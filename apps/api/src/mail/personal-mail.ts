import type { MailMessage } from './mailer.js';

/** Who a personal mail goes to, and in which language. */
export interface MailRecipient {
  to: string;
  name: string;
  english: boolean;
  /** A guardian hears about their child: the child's name, said under the greeting. */
  aboutChild?: string;
}

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
  const { to, name, english, aboutChild } = recipient;
  const { subject, lines } = english ? letters.en : letters.ko;
  const greeting = english ? `Hello ${name},` : `${name}님, 안녕하세요.`;
  const about =
    aboutChild === undefined
      ? []
      : [english ? `This is about ${aboutChild}.` : `${aboutChild} 학생에 관한 안내입니다.`, ''];
  return { to, subject, text: [greeting, '', ...about, ...lines].join('\n') };
}

/** A personal mail whose letters tell one value (a code, an address): built from the recipient and it. */
export function personalMailOf<Value>(letters: (value: Value) => { ko: TLetter; en: TLetter }) {
  return (recipient: MailRecipient, value: Value): MailMessage =>
    personalMail(recipient, letters(value));
}

/** A notice by e-mail: what its in-app notification says, with the academy's closing line. */
export const noticeMail = (
  recipient: MailRecipient,
  texts: { title: string; titleEn: string; message: string; messageEn: string },
) =>
  personalMail(recipient, {
    ko: {
      subject: `[드럼 아카데미] ${texts.title}`,
      lines: [texts.message, '', '궁금한 점이 있으면 학원으로 연락해주세요.'],
    },
    en: {
      subject: `[Drum Academy] ${texts.titleEn}`,
      lines: [texts.messageEn, '', 'If you have any questions, please contact the academy.'],
    },
  });
