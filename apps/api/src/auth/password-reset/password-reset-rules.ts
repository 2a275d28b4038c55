/**
 * Forgot password: e-mail a code (and a link), check the code or the link, then set the new
 * password. A code is bound to the browser that asked for it, so nobody else's requests or wrong
 * tries replace, use or lock it; tries from browsers that never signed in to the account also
 * share a budget per account, beyond which the link still works
 * (docs/decisions/0023-reset-codes-bound-to-the-browser.md). Checking hands out a one-time
 * token, and only that token sets the password, so knowing the address between the owner's
 * steps is not enough to take the account.
 *
 * What the steps (send-reset-code.ts, verify-reset-code.ts, confirm-reset-link.ts,
 * reset-password.ts) share.
 */
import { FEEDBACK_MESSAGES } from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import { newSecretToken } from '../../lib/secret-token.js';
import { sameAccount } from '../account-ref.js';
import type { AccountRepository } from '../account-repository.js';
import type { TrustedDevice } from '../login-throttle/device-cookie.js';
import type { VerificationCodeRepository } from '../verification-code/verification-code-repository.js';
import type { Clock } from '../../lib/clock.js';
import type { ResetThrottle } from './reset-throttle.js';

/** What the code steps are built from; a stranger's requests and tries spend `throttle`. */
export interface ResetCodeDeps {
  accounts: AccountRepository;
  codes: VerificationCodeRepository;
  throttle: ResetThrottle;
  now?: Clock;
}

/**
 * The browser a reset call comes from: the id of its reset cookie (null before its first code),
 * and the account its login device cookie names, if any (a browser that signed in before).
 */
export interface ResetBrowser {
  browserId: string | null;
  device: TrustedDevice | null;
}

export type TAccount = NonNullable<Awaited<ReturnType<AccountRepository['findByEmail']>>>;

/** Whether the browser signed in to the account before: then it is its owner's. */
export const ownersBrowser = (browser: ResetBrowser, account: TAccount) =>
  browser.device !== null && sameAccount(browser.device.account, account.ref);

export async function findAccount(accounts: AccountRepository, email: string): Promise<TAccount> {
  const account = await accounts.findByEmail(email);
  if (!account || !account.isActive)
    throw new AppError('ACCOUNT_NOT_FOUND', FEEDBACK_MESSAGES.accountNotFound);
  return account;
}

/** Marks the code verified and hands out the one-time token of step 3, once. */
export async function verified(
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
