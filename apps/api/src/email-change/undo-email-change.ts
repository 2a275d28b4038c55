import type { TEmailChangeLinkRequest, TEmailChangeUndone } from '@academy/contracts';
import { isEmailTaken, isEmailTakenViolation } from '../accounts/account-emails.js';
import { emailKey } from '../lib/email-key.js';
import type { SessionRepository } from '../auth/session-repository.js';
import { hashSecretToken } from '../lib/secret-token.js';
import { emailInUse, linkInvalid, linkRefusal, memberIdOf } from './email-change-refusals.js';
import { accountOfChange } from './email-change-repository.js';
import { systemClock } from '../lib/clock.js';
import type { EmailChangeDeps } from './email-change-deps.js';

/**
 * POST /users/email/undo: the token of the notice mailed to the old address stops the account's
 * waiting change and, when this change was confirmed already, puts the old address back and
 * signs the account out everywhere (whoever changed it may hold a session). It does not undo
 * what the address no longer describes: an account whose address changed again since, or whose
 * old address another account took, is left to the academy (`notRestored`).
 */
export function createUndoEmailChange(
  deps: EmailChangeDeps & { sessions: Pick<SessionRepository, 'revokeAllOf'> },
) {
  const { prisma, changes, sessions, now = systemClock } = deps;
  return async function undoEmailChange({
    token,
  }: TEmailChangeLinkRequest): Promise<TEmailChangeUndone> {
    const at = now();
    const tokenHash = hashSecretToken(token);
    const found = await changes.findByUndoToken(prisma, tokenHash);
    if (!found) throw linkInvalid();
    const account = accountOfChange(found);
    try {
      return await prisma.$transaction(async (tx): Promise<TEmailChangeUndone> => {
        const current = await changes.lockAccount(tx, account);
        if (!(await changes.claimUndo(tx, found.id, at))) throw linkRefusal(found.undoUntil, at);
        // Read again under the account's lock: a confirmation may have come in meanwhile.
        const change = await changes.findByUndoToken(tx, tokenHash);
        if (!current || !change) throw linkInvalid();
        await changes.cancelOpen(tx, account, at);
        const email = change.oldEmail;
        const currentKey = emailKey(current.email);
        if (!change.confirmedAt) {
          return { outcome: currentKey === emailKey(email) ? 'cancelled' : 'notRestored', email };
        }
        const restorable =
          currentKey === emailKey(change.newEmail) &&
          !(await isEmailTaken(tx, email, memberIdOf(account)));
        if (!restorable) return { outcome: 'notRestored', email };
        await changes.updateEmail(tx, account, email);
        await sessions.revokeAllOf(tx, account, at);
        return { outcome: 'restored', email };
      });
    } catch (error) {
      // Another account took the old address at this very moment.
      if (isEmailTakenViolation(error)) throw emailInUse();
      throw error;
    }
  };
}

export type UndoEmailChange = ReturnType<typeof createUndoEmailChange>;
