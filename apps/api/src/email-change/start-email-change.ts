import {
  createEmailChangeSchema,
  FEEDBACK_MESSAGES,
  type TEmailChangeResult,
} from '@academy/contracts';
import { isEmailTaken } from '../accounts/account-emails.js';
import type { AccountRef } from '../auth/account-ref.js';
import { AppError } from '../http/app-error.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import type { BeginEmailChange } from './begin-email-change.js';
import { emailInUse, memberIdOf } from './email-change-refusals.js';
import { systemClock } from '../lib/clock.js';
import type { EmailChangeDeps } from './email-change-deps.js';

/**
 * PUT /users/email without a code, for a member or a staff account: a link to the new address
 * must confirm the change, and the old address is told (docs/product/email-change.md).
 */
export function createStartEmailChange(
  deps: EmailChangeDeps & { units: UnitOfWork; beginEmailChange: BeginEmailChange },
) {
  const { prisma, changes, beginEmailChange, units, now = systemClock } = deps;
  return async function startEmailChange(
    account: AccountRef,
    input: { email: string },
  ): Promise<TEmailChangeResult> {
    const current = await changes.findAccount(account);
    if (!current) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    // Throws the "already the same" validation error (400), compared case-insensitively.
    createEmailChangeSchema(current.email).parse(input);
    const newEmail = input.email.trim();
    if (await isEmailTaken(prisma, newEmail, memberIdOf(account))) throw emailInUse();
    const started = await units.run((work) =>
      beginEmailChange(work, { account, newEmail, startedById: null, now: now() }),
    );
    return {
      email: started.oldEmail,
      status: 'linkSent',
      pendingEmail: started.newEmail,
      linkExpiresAt: started.expiresAt.toISOString(),
    };
  };
}

export type StartEmailChange = ReturnType<typeof createStartEmailChange>;
