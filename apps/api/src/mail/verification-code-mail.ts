import { VERIFICATION_CODE } from '@academy/contracts';
import type { MailMessage } from './mailer.js';
import { type MailRecipient, personalMail } from './personal-mail.js';

interface TCodeLetter {
  subject: string;
  /** The line that gives the code and says what it is for. */
  codeLine: string;
  /** The closing line for someone who did not ask for the code. */
  notAsked: string;
  /** A paragraph after the code's lifetime, where a link does what typing the code does. */
  linkLine?: string;
}

const linkParagraph = (letter: TCodeLetter) => (letter.linkLine ? ['', letter.linkLine] : []);

/**
 * A one-time code e-mail in the recipient's language. What the code is for differs by purpose; how
 * long it lasts is the same for every code, so that line is written here once.
 */
function verificationCodeMail(
  recipient: MailRecipient,
  letters: { ko: TCodeLetter; en: TCodeLetter },
): MailMessage {
  return personalMail(recipient, {
    en: {
      subject: letters.en.subject,
      lines: [
        letters.en.codeLine,
        `It is valid for ${VERIFICATION_CODE.TTL_MINUTES} minutes and can be used once.`,
        ...linkParagraph(letters.en),
        '',
        letters.en.notAsked,
      ],
    },
    ko: {
      subject: letters.ko.subject,
      lines: [
        letters.ko.codeLine,
        `인증번호는 ${VERIFICATION_CODE.TTL_MINUTES}분 동안 한 번만 사용할 수 있습니다.`,
        ...linkParagraph(letters.ko),
        '',
        letters.ko.notAsked,
      ],
    },
  });
}

/** The code e-mail of one purpose: its letters tell the code; built from the recipient and the code. */
export function verificationCodeMailOf(
  letters: (code: string) => { ko: TCodeLetter; en: TCodeLetter },
) {
  return (recipient: MailRecipient, code: string): MailMessage =>
    verificationCodeMail(recipient, letters(code));
}
