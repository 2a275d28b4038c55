import {
  createEmailChangeSchema,
  FEEDBACK_MESSAGES,
  type TRequestEmailChangeRequest,
} from '@academy/contracts';
import { issueVerificationCode } from '../auth/verification-code/verification-code.js';
import { AppError } from '../http/app-error.js';
import { emailChangeCodeMail } from '../email-change/email-change-mail.js';
import { emailInUse } from '../email-change/email-change-refusals.js';
import { emailKey } from '../lib/email-key.js';
import { systemClock } from '../lib/clock.js';
import type { MemberEmailDeps } from './member-email-deps.js';

/** Codes one member may ask for within one code lifetime. */
const MAX_CODES_PER_LIFETIME = 3;

/**
 * First step of a member's address change: a code goes to the NEW address, so the change needs
 * that mailbox as well as the session.
 */
export function createRequestEmailChange(deps: MemberEmailDeps) {
  const { profiles, codes, units, now = systemClock } = deps;
  return async function requestEmailChange(
    memberId: number,
    input: TRequestEmailChangeRequest,
  ): Promise<void> {
    const member = await profiles.findForEmailChange(memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    // Throws the "already the same" validation error (400), compared case-insensitively.
    createEmailChangeSchema(member.email).parse(input);
    const email = emailKey(input.email);
    if (await profiles.isEmailTaken(email, memberId)) throw emailInUse();
    const to = { address: { to: email, name: member.name, english: member.isForeigner } };
    await issueVerificationCode(
      { units, codes },
      { purpose: 'email_change', email, memberId },
      now(),
      (code) => ({ to, mail: (recipient) => emailChangeCodeMail(recipient, code) }),
      MAX_CODES_PER_LIFETIME,
    );
  };
}

export type RequestEmailChange = ReturnType<typeof createRequestEmailChange>;
