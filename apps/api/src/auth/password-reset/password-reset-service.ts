import { randomInt } from 'node:crypto';
import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  VERIFICATION_CODE,
  VERIFICATION_CODE_LENGTH,
  type TResetPasswordRequest,
  type TVerifyEmailCodeRequest,
} from '@academy/contracts';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { AppError } from '../../http/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AccountRepository } from '../account-repository.js';
import { hashPassword, verifyPassword } from '../password.js';
import type { SessionRepository } from '../session-repository.js';
import { resetCodeMail } from './reset-mail.js';
import type { ResetCodeRepository } from './reset-code-repository.js';

interface PasswordResetDeps {
  prisma: PrismaClient;
  accounts: AccountRepository;
  sessions: SessionRepository;
  codes: ResetCodeRepository;
  mailer: Mailer;
  now?: () => Date;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A 6-digit code from the operating system's secure random source. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    '0',
  );
}

/** Forgot password (SPEC §4): e-mail a code, check it, then set the new password. */
export function createPasswordResetService({
  prisma,
  accounts,
  sessions,
  codes,
  mailer,
  now = () => new Date(),
}: PasswordResetDeps) {
  async function findAccount(email: string) {
    const account = await accounts.findByEmail(email);
    if (!account || !account.isActive) throw new AppError(404, FEEDBACK_MESSAGES.accountNotFound);
    return account;
  }

  return {
    async sendCode(rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const account = await findAccount(email);
      const code = newVerificationCode();
      const at = now();
      const expiresAt = new Date(at.getTime() + VERIFICATION_CODE.TTL_MINUTES * 60_000);
      await codes.replace(email, account.ref.type, await hashPassword(code), expiresAt, at);
      await mailer.send(resetCodeMail(email, account.name, code, account.isForeigner));
    },

    async verifyCode({ email: rawEmail, code }: TVerifyEmailCodeRequest): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const record = await codes.latestOpen(email);
      const at = now();
      if (!record || record.expiresAt <= at)
        throw new AppError(400, AUTH_MESSAGES.verificationCodeExpired);
      if (record.attempts >= VERIFICATION_CODE.MAX_WRONG_TRIES) {
        throw new AppError(400, AUTH_MESSAGES.verificationCodeLocked);
      }
      if (!(await verifyPassword(code, record.codeHash))) {
        const attempts = await codes.countWrongTry(record.id);
        throw new AppError(
          400,
          attempts >= VERIFICATION_CODE.MAX_WRONG_TRIES
            ? AUTH_MESSAGES.verificationCodeLocked
            : AUTH_MESSAGES.verificationCodeInvalid,
          { remainingTries: Math.max(0, VERIFICATION_CODE.MAX_WRONG_TRIES - attempts) },
        );
      }
      await codes.markVerified(record.id, at);
    },

    /** Sets the new password, spends the code and ends every session of the account, atomically. */
    async resetPassword({ email: rawEmail, newPassword }: TResetPasswordRequest): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const record = await codes.latestOpen(email);
      const at = now();
      const verifiedRecently =
        record?.verifiedAt &&
        at.getTime() - record.verifiedAt.getTime() <=
          VERIFICATION_CODE.RESET_WINDOW_AFTER_VERIFY_MINUTES * 60_000;
      if (!record || !verifiedRecently) throw new AppError(400, AUTH_MESSAGES.emailNotVerified);
      const account = await findAccount(email);
      const passwordHash = await hashPassword(newPassword);
      await prisma.$transaction(async (tx) => {
        await accounts.updatePasswordHash(tx, account.ref, passwordHash);
        await codes.consume(tx, record.id, at);
        await sessions.revokeAllOf(tx, account.ref, at);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
