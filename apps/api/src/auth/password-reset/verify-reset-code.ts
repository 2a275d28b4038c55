import {
  AUTH_MESSAGES,
  type TVerifyEmailCodeRequest,
  type TVerifyEmailCodeResponse,
} from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import { hashSecretToken } from '../../lib/secret-token.js';
import type { AccountRepository } from '../account-repository.js';
import { checkVerificationCode } from '../verification-code/verification-code.js';
import {
  ownersBrowser,
  verified,
  type ResetBrowser,
  type ResetCodeDeps,
} from './password-reset-rules.js';
import type { ResetThrottle } from './reset-throttle.js';
import { emailKey } from '../../lib/email-key.js';
import { systemClock } from '../../lib/clock.js';

const codeExpired = () =>
  new AppError('VERIFICATION_CODE_INVALID', AUTH_MESSAGES.verificationCodeExpired);

/** Before a typed code is compared: a stranger's browser spends the account's budget. */
async function claimGuess(
  { accounts, throttle }: { accounts: AccountRepository; throttle: ResetThrottle },
  email: string,
  browser: ResetBrowser,
  at: Date,
): Promise<void> {
  const account = await accounts.findByEmail(email);
  if (!account || !account.isActive) throw codeExpired();
  if (!ownersBrowser(browser, account)) await throttle.claimGuess(account.ref, at);
}

/** Checks a typed code against the newest code this browser asked for. */
export function createVerifyResetCode(deps: ResetCodeDeps) {
  const { accounts, codes, throttle, now = systemClock } = deps;
  return async function verifyResetCode(
    { email: rawEmail, code }: TVerifyEmailCodeRequest,
    browser: ResetBrowser,
  ): Promise<TVerifyEmailCodeResponse> {
    const email = emailKey(rawEmail);
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

export type VerifyResetCode = ReturnType<typeof createVerifyResetCode>;
