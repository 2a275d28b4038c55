import { AUTH_MESSAGES, type TChangePasswordRequest } from '@academy/contracts';
import type { AuthContext } from './authenticate.js';
import { hashPassword, verifyPassword } from './password.js';
import { AppError } from '../http/app-error.js';
import { systemClock } from '../lib/clock.js';
import type { PasswordChangeDeps } from './password-change-deps.js';

/** Changes the signed-in account's password and signs out its other devices, atomically. */
export function createChangePasswordService(deps: PasswordChangeDeps) {
  const { prisma, accounts, sessions, now = systemClock } = deps;
  return async function changePassword(
    auth: AuthContext,
    input: TChangePasswordRequest,
  ): Promise<void> {
    const currentHash = await accounts.findPasswordHash(auth.account);
    if (!currentHash || !(await verifyPassword(input.currentPassword, currentHash))) {
      throw new AppError('CURRENT_PASSWORD_INCORRECT', AUTH_MESSAGES.currentPasswordIncorrect);
    }
    const passwordHash = await hashPassword(input.newPassword);
    await prisma.$transaction(async (tx) => {
      await accounts.updatePasswordHash(tx, auth.account, passwordHash);
      await sessions.revokeAllOf(tx, auth.account, now(), auth.sessionId);
    });
  };
}

export type ChangePassword = ReturnType<typeof createChangePasswordService>;
