import type { TEmailChangeConfirmed, TEmailChangeLinkRequest } from '@academy/contracts';
import { isEmailTaken, isEmailTakenViolation } from '../accounts/account-emails.js';
import { emailKey } from '../lib/email-key.js';
import { hashSecretToken } from '../lib/secret-token.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { emailChangedNoticeMail } from './email-change-mail.js';
import { emailInUse, linkInvalid, linkRefusal, memberIdOf } from './email-change-refusals.js';
import { accountOfChange } from './email-change-repository.js';
import { systemClock } from '../lib/clock.js';
import type { EmailChangeDeps } from './email-change-deps.js';

/**
 * POST /users/email/confirm: the token of the link mailed to the new address completes the
 * change, once, while it works; the old address is told. The token alone decides whose address
 * changes: a session, of that account or another, plays no part.
 */
export function createConfirmEmailChange(deps: EmailChangeDeps & { units: UnitOfWork }) {
  const { prisma, changes, units, now = systemClock } = deps;
  return async function confirmEmailChange({
    token,
  }: TEmailChangeLinkRequest): Promise<TEmailChangeConfirmed> {
    const at = now();
    const change = await changes.findByConfirmToken(prisma, hashSecretToken(token));
    if (!change) throw linkInvalid();
    const account = accountOfChange(change);
    try {
      await units.run(async ({ tx, notify }) => {
        const current = await changes.lockAccount(tx, account);
        if (!(await changes.claimConfirm(tx, change.id, at)))
          throw linkRefusal(change.expiresAt, at);
        // The address was changed another way since (a code, staff): this link no longer applies.
        if (!current || emailKey(current.email) !== emailKey(change.oldEmail)) throw linkInvalid();
        if (await isEmailTaken(tx, change.newEmail, memberIdOf(account))) throw emailInUse();
        await changes.updateEmail(tx, account, change.newEmail);
        const { name, english } = current;
        notify(
          { address: { to: change.oldEmail, name, english } },
          {
            key: `email_change:${change.id}:changed`,
            mail: (recipient) => emailChangedNoticeMail(recipient, change.newEmail),
          },
        );
      });
    } catch (error) {
      // Another account claimed the address at the same moment: the unique index decides.
      if (isEmailTakenViolation(error)) throw emailInUse();
      throw error;
    }
    return { email: change.newEmail };
  };
}

export type ConfirmEmailChange = ReturnType<typeof createConfirmEmailChange>;
