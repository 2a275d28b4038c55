import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  VERIFICATION_CODE,
  type TResetPasswordRequest,
  type TVerifyEmailCodeRequest,
  type TVerifyEmailCodeResponse,
} from '@academy/contracts';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { AppError } from '../../http/app-error.js';
import type { MailOutbox } from '../../mail/outbox/mail-outbox.js';
import { mailLanguage } from '../../mail/outbox/queue-mail.js';
import type { AccountRepository } from '../account-repository.js';
import { hashPassword } from '../password.js';
import type { SessionRepository } from '../session-repository.js';
import {
  checkVerificationCode,
  issueVerificationCode,
} from '../verification-code/verification-code.js';
import type { VerificationCodeRepository } from '../verification-code/verification-code-repository.js';
import { resetCodeMail } from './reset-mail.js';
import { hashResetToken, newResetToken } from './reset-token.js';

interface PasswordResetDeps {
  prisma: PrismaClient;
  accounts: AccountRepository;
  sessions: SessionRepository;
  codes: VerificationCodeRepository;
  outbox: Pick<MailOutbox, 'sendSoon'>;
  now?: () => Date;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const RESET_WINDOW_MS = VERIFICATION_CODE.RESET_WINDOW_AFTER_VERIFY_MINUTES * 60_000;

/**
 * Forgot password: e-mail a code, check it, then set the new password. Checking the code hands
 * out a one-time token, and only that token sets the password, so knowing the address between
 * the owner's two steps is not enough to take the account.
 */
export function createPasswordResetService({
  prisma,
  accounts,
  sessions,
  codes,
  outbox,
  now = () => new Date(),
}: PasswordResetDeps) {
  async function findAccount(email: string) {
    const account = await accounts.findByEmail(email);
    if (!account || !account.isActive)
      throw new AppError('ACCOUNT_NOT_FOUND', FEEDBACK_MESSAGES.accountNotFound);
    return account;
  }

  return {
    async sendCode(rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const account = await findAccount(email);
      const owner = { purpose: 'password_reset', email, accountType: account.ref.type } as const;
      const recipient = { to: email, name: account.name, english: account.isForeigner };
      await issueVerificationCode(codes, owner, now(), (code) => ({
        language: mailLanguage(recipient.english),
        message: resetCodeMail(recipient, code),
      }));
      outbox.sendSoon();
    },

    async verifyCode({
      email: rawEmail,
      code,
    }: TVerifyEmailCodeRequest): Promise<TVerifyEmailCodeResponse> {
      const email = normalizeEmail(rawEmail);
      const at = now();
      const record = await checkVerificationCode({
        codes,
        record: await codes.latestOpenReset(email),
        code,
        now: at,
      });
      const { token, tokenHash } = newResetToken();
      if (!(await codes.markVerified({ id: record.id, resetTokenHash: tokenHash, now: at })))
        throw new AppError('VERIFICATION_CODE_INVALID', AUTH_MESSAGES.verificationCodeExpired);
      return { resetToken: token };
    },

    /** Spends the token, sets the new password and ends every session of the account, atomically. */
    async resetPassword({
      email: rawEmail,
      newPassword,
      resetToken,
    }: TResetPasswordRequest): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const at = now();
      const account = await findAccount(email);
      const passwordHash = await hashPassword(newPassword);
      await prisma.$transaction(async (tx) => {
        const spent = await codes.spendResetToken(tx, {
          email,
          resetTokenHash: hashResetToken(resetToken),
          verifiedSince: new Date(at.getTime() - RESET_WINDOW_MS),
          now: at,
        });
        if (!spent) throw new AppError('RESET_TOKEN_INVALID', AUTH_MESSAGES.resetTokenInvalid);
        await accounts.updatePasswordHash(tx, account.ref, passwordHash);
        await sessions.revokeAllOf(tx, account.ref, at);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
