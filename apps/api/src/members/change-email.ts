import { AUTH_MESSAGES, FEEDBACK_MESSAGES, type TEmailChangeResult } from '@academy/contracts';
import { isEmailTakenViolation } from '../accounts/account-emails.js';
import type { EmailChangeRepository } from '../email-change/email-change-repository.js';
import { checkVerificationCode } from '../auth/verification-code/verification-code.js';
import { AppError } from '../http/app-error.js';
import { emailChangedNoticeMail } from '../email-change/email-change-mail.js';
import { emailInUse } from '../email-change/email-change-refusals.js';
import { systemClock } from '../lib/clock.js';
import type { MemberEmailDeps } from './member-email-deps.js';

/**
 * Second step of a member's address change by code: the code sent to the new address completes
 * it at once, and the old address is told. A change still waiting for its link is cancelled:
 * the latest request wins.
 */
export function createChangeEmail(
  deps: MemberEmailDeps & { changes: Pick<EmailChangeRepository, 'cancelOpen'> },
) {
  const { profiles, codes, changes, units, now = systemClock } = deps;
  return async function changeEmail(
    memberId: number,
    input: { email: string; code: string },
  ): Promise<TEmailChangeResult> {
    const member = await profiles.findForEmailChange(memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const newEmail = input.email.trim();
    const at = now();
    const open = await codes.latestOpenEmailChange(memberId);
    // A code completes only the change to the address it was sent to.
    const sentToThisAddress = open?.email === newEmail.toLowerCase() ? open : null;
    const record = await checkVerificationCode({
      codes,
      record: sentToThisAddress,
      code: input.code,
      now: at,
    });
    if (await profiles.isEmailTaken(newEmail, memberId)) throw emailInUse();
    let updated: { email: string };
    try {
      updated = await units.run(async ({ tx, notify }) => {
        if (!(await codes.consume(tx, record.id, at)))
          throw new AppError('VERIFICATION_CODE_INVALID', AUTH_MESSAGES.verificationCodeExpired);
        await profiles.updateEmail(tx, memberId, newEmail);
        await changes.cancelOpen(tx, { type: 'member', id: memberId }, at);
        // The notice goes to the old address (when there was one), keyed by the code that
        // allowed the change.
        if (member.email !== null) {
          notify(
            { memberId, to: member.email },
            {
              key: `email_changed:${record.id}`,
              mail: (recipient) => emailChangedNoticeMail(recipient, newEmail),
            },
          );
        }
        return { email: newEmail };
      });
    } catch (error) {
      // Another account claimed the address at the same moment: the unique index decides.
      if (isEmailTakenViolation(error)) throw emailInUse();
      throw error;
    }
    return { email: updated.email, status: 'changed', pendingEmail: null, linkExpiresAt: null };
  };
}

export type ChangeEmail = ReturnType<typeof createChangeEmail>;
