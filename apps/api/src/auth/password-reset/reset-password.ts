import { AUTH_MESSAGES, VERIFICATION_CODE, type TResetPasswordRequest } from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import { hashSecretToken } from '../../lib/secret-token.js';
import { hashPassword } from '../password.js';
import type { VerificationCodeRepository } from '../verification-code/verification-code-repository.js';
import { findAccount } from './password-reset-rules.js';
import { emailKey } from '../../lib/email-key.js';
import { systemClock } from '../../lib/clock.js';
import type { PasswordChangeDeps } from '../password-change-deps.js';

const RESET_WINDOW_MS = VERIFICATION_CODE.RESET_WINDOW_AFTER_VERIFY_MINUTES * 60_000;

/**
 * Spends the token (the body's, else the cookie's), sets the new password and ends every
 * session of the account, atomically.
 */
export function createResetPassword(
  deps: PasswordChangeDeps & { codes: VerificationCodeRepository },
) {
  const { prisma, accounts, sessions, codes, now = systemClock } = deps;
  return async function resetPassword(
    { email: rawEmail, newPassword, resetToken }: TResetPasswordRequest,
    cookieToken: string | null,
  ): Promise<void> {
    const token = resetToken ?? cookieToken;
    if (token === null) throw new AppError('RESET_TOKEN_INVALID', AUTH_MESSAGES.emailNotVerified);
    const email = emailKey(rawEmail);
    const at = now();
    const account = await findAccount(accounts, email);
    const passwordHash = await hashPassword(newPassword);
    await prisma.$transaction(async (tx) => {
      const spent = await codes.spendResetToken(tx, {
        email,
        resetTokenHash: hashSecretToken(token),
        verifiedSince: new Date(at.getTime() - RESET_WINDOW_MS),
        now: at,
      });
      if (!spent) throw new AppError('RESET_TOKEN_INVALID', AUTH_MESSAGES.resetTokenInvalid);
      await accounts.updatePasswordHash(tx, account.ref, passwordHash);
      await sessions.revokeAllOf(tx, account.ref, at);
    });
  };
}

export type ResetPassword = ReturnType<typeof createResetPassword>;
