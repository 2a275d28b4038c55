import {
  createEmailChangeSchema,
  FEEDBACK_MESSAGES,
  type TRequestEmailChangeRequest,
} from '@academy/contracts';
import type { VerificationCodeRepository } from '../auth/verification-code/verification-code-repository.js';
import { issueVerificationCode } from '../auth/verification-code/verification-code.js';
import { AppError } from '../http/app-error.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import { mailLanguage } from '../mail/outbox/queue-mail.js';
import { emailChangeCodeMail } from './email-change-mail.js';
import type { MemberProfileRepository } from './member-profile-repository.js';

/** Codes one member may ask for within one code lifetime. */
const MAX_CODES_PER_LIFETIME = 3;

export const emailInUse = () => new AppError('EMAIL_TAKEN', FEEDBACK_MESSAGES.emailInUse);

/**
 * First step of a member's address change: a code goes to the NEW address, so the change needs
 * that mailbox as well as the session.
 */
export function createRequestEmailChange(deps: {
  profiles: MemberProfileRepository;
  codes: VerificationCodeRepository;
  outbox: Pick<MailOutbox, 'sendSoon'>;
  now?: () => Date;
}) {
  const { profiles, codes, outbox, now = () => new Date() } = deps;
  return async function requestEmailChange(
    memberId: number,
    input: TRequestEmailChangeRequest,
  ): Promise<void> {
    const member = await profiles.findForEmailChange(memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    // Throws the "already the same" validation error (400), compared case-insensitively.
    createEmailChangeSchema(member.email).parse(input);
    const email = input.email.trim().toLowerCase();
    if (await profiles.isEmailTaken(email, memberId)) throw emailInUse();
    const recipient = { to: email, name: member.name, english: member.isForeigner };
    await issueVerificationCode(
      codes,
      { purpose: 'email_change', email, memberId },
      now(),
      (code) => ({
        language: mailLanguage(recipient.english),
        message: emailChangeCodeMail(recipient, code),
      }),
      MAX_CODES_PER_LIFETIME,
    );
    outbox.sendSoon();
  };
}

export type RequestEmailChange = ReturnType<typeof createRequestEmailChange>;
