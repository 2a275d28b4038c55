import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  resetLinkUrl,
  VALIDATION_MESSAGES,
  VERIFICATION_CODE,
  type TConfirmResetLinkResponse,
  type TResetPasswordRequest,
  type TVerifyEmailCodeRequest,
  type TVerifyEmailCodeResponse,
} from '@academy/contracts';
import type { PrismaClient } from '../../generated/prisma/client.js';
import { AppError } from '../../http/app-error.js';
import type { UnitOfWork } from '../../unit-of-work/unit-of-work.js';
import { sameAccount } from '../account-ref.js';
import type { AccountRepository } from '../account-repository.js';
import type { TrustedDevice } from '../login-throttle/device-cookie.js';
import { hashPassword } from '../password.js';
import type { SessionRepository } from '../session-repository.js';
import {
  checkVerificationCode,
  issueVerificationCode,
} from '../verification-code/verification-code.js';
import type { VerificationCodeRepository } from '../verification-code/verification-code-repository.js';
import { resetCodeMail } from './reset-mail.js';
import type { ResetThrottle } from './reset-throttle.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';

interface PasswordResetDeps {
  prisma: PrismaClient;
  accounts: AccountRepository;
  sessions: SessionRepository;
  codes: VerificationCodeRepository;
  throttle: ResetThrottle;
  units: UnitOfWork;
  /** The web app's public address, where the e-mail's link points. */
  appOrigin: string;
  now?: () => Date;
}

/**
 * The browser a reset call comes from: the id of its reset cookie (null before its first code),
 * and the account its login device cookie names, if any (a browser that signed in before).
 */
export interface ResetBrowser {
  browserId: string | null;
  device: TrustedDevice | null;
}

type TAccount = NonNullable<Awaited<ReturnType<AccountRepository['findByEmail']>>>;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const RESET_WINDOW_MS = VERIFICATION_CODE.RESET_WINDOW_AFTER_VERIFY_MINUTES * 60_000;

const codeExpired = () =>
  new AppError('VERIFICATION_CODE_INVALID', AUTH_MESSAGES.verificationCodeExpired);
const linkInvalid = () => new AppError('RESET_TOKEN_INVALID', VALIDATION_MESSAGES.resetLinkInvalid);

/** Whether the browser signed in to the account before: then it is its owner's. */
const ownersBrowser = (browser: ResetBrowser, account: TAccount) =>
  browser.device !== null && sameAccount(browser.device.account, account.ref);

type ResolvedDeps = Required<PasswordResetDeps>;

async function findAccount(accounts: AccountRepository, email: string): Promise<TAccount> {
  const account = await accounts.findByEmail(email);
  if (!account || !account.isActive)
    throw new AppError('ACCOUNT_NOT_FOUND', FEEDBACK_MESSAGES.accountNotFound);
  return account;
}

/** Before a typed code is compared: a stranger's browser spends the account's budget. */
async function claimGuess(
  { accounts, throttle }: Pick<PasswordResetDeps, 'accounts' | 'throttle'>,
  email: string,
  browser: ResetBrowser,
  at: Date,
): Promise<void> {
  const account = await accounts.findByEmail(email);
  if (!account || !account.isActive) throw codeExpired();
  if (!ownersBrowser(browser, account)) await throttle.claimGuess(account.ref, at);
}

/** Marks the code verified and hands out the one-time token of step 3, once. */
async function verified(
  codes: VerificationCodeRepository,
  codeId: number,
  at: Date,
  refused: () => AppError,
): Promise<string> {
  const { token, tokenHash } = newSecretToken();
  if (!(await codes.markVerified({ id: codeId, resetTokenHash: tokenHash, now: at })))
    throw refused();
  return token;
}

/** E-mails a new code for this browser; answers the browser's reset id (new on its first code). */
function createSendCode({ accounts, codes, throttle, units, appOrigin, now }: ResolvedDeps) {
  return async function sendCode(
    rawEmail: string,
    browser: ResetBrowser,
  ): Promise<{ browserId: string }> {
    const email = normalizeEmail(rawEmail);
    const account = await findAccount(accounts, email);
    const at = now();
    const browserId = browser.browserId ?? newSecretToken().token;
    const browserHash = hashSecretToken(browserId);
    await throttle.countSend({
      account: account.ref,
      browserHash,
      trusted: ownersBrowser(browser, account),
      now: at,
    });
    const link = newSecretToken();
    const owner = {
      purpose: 'password_reset',
      email,
      accountType: account.ref.type,
      browserHash,
      linkTokenHash: link.tokenHash,
    } as const;
    const to = { address: { to: email, name: account.name, english: account.isForeigner } };
    await issueVerificationCode({ units, codes }, owner, at, (code) => ({
      to,
      mail: (recipient) => resetCodeMail(recipient, code, resetLinkUrl(appOrigin, link.token)),
    }));
    return { browserId };
  };
}

/** Checks a typed code against the newest code this browser asked for. */
function createVerifyCode({ accounts, codes, throttle, now }: ResolvedDeps) {
  return async function verifyCode(
    { email: rawEmail, code }: TVerifyEmailCodeRequest,
    browser: ResetBrowser,
  ): Promise<TVerifyEmailCodeResponse> {
    const email = normalizeEmail(rawEmail);
    const at = now();
    if (browser.browserId === null) throw codeExpired();
    const record = await checkVerificationCode({
      codes,
      record: await codes.latestOpenReset(email, hashSecretToken(browser.browserId)),
      code,
      now: at,
      beforeCompare: () => claimGuess({ accounts, throttle }, email, browser, at),
    });
    return { resetToken: await verified(codes, record.id, at, codeExpired) };
  };
}

/** The e-mail's link, confirmed on the page it opened: step 2 from any browser, once. */
function createConfirmLink({ accounts, codes, now }: ResolvedDeps) {
  return async function confirmLink(token: string): Promise<TConfirmResetLinkResponse> {
    const at = now();
    const record = await codes.openResetByLink(hashSecretToken(token), at);
    const account = record && (await accounts.findByEmail(record.email));
    if (!record || !account?.isActive) throw linkInvalid();
    return { email: record.email, resetToken: await verified(codes, record.id, at, linkInvalid) };
  };
}

/**
 * Spends the token (the body's, else the cookie's), sets the new password and ends every
 * session of the account, atomically.
 */
function createResetPassword({ prisma, accounts, sessions, codes, now }: ResolvedDeps) {
  return async function resetPassword(
    { email: rawEmail, newPassword, resetToken }: TResetPasswordRequest,
    cookieToken: string | null,
  ): Promise<void> {
    const token = resetToken ?? cookieToken;
    if (token === null) throw new AppError('RESET_TOKEN_INVALID', AUTH_MESSAGES.emailNotVerified);
    const email = normalizeEmail(rawEmail);
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

/**
 * Forgot password: e-mail a code (and a link), check the code or the link, then set the new
 * password. A code is bound to the browser that asked for it, so nobody else's requests or wrong
 * tries replace, use or lock it; tries from browsers that never signed in to the account also
 * share a budget per account, beyond which the link still works
 * (docs/decisions/0023-reset-codes-bound-to-the-browser.md). Checking hands out a one-time
 * token, and only that token sets the password, so knowing the address between the owner's
 * steps is not enough to take the account.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const resolved: ResolvedDeps = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    sendCode: createSendCode(resolved),
    verifyCode: createVerifyCode(resolved),
    confirmLink: createConfirmLink(resolved),
    resetPassword: createResetPassword(resolved),
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
