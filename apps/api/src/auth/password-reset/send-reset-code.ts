import { resetLinkUrl } from '@academy/contracts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import type { UnitOfWork } from '../../unit-of-work/unit-of-work.js';
import type { AccountRepository } from '../account-repository.js';
import { issueVerificationCode } from '../verification-code/verification-code.js';
import type { VerificationCodeRepository } from '../verification-code/verification-code-repository.js';
import { findAccount, ownersBrowser, type ResetBrowser } from './password-reset-rules.js';
import { resetCodeMail } from './reset-mail.js';
import type { ResetThrottle } from './reset-throttle.js';
import { emailKey } from '../../lib/email-key.js';

/** E-mails a new code for this browser; answers the browser's reset id (new on its first code). */
export function createSendResetCode(deps: {
  accounts: AccountRepository;
  codes: VerificationCodeRepository;
  throttle: ResetThrottle;
  units: UnitOfWork;
  /** The web app's public address, where the e-mail's link points. */
  appOrigin: string;
  now?: () => Date;
}) {
  const { accounts, codes, throttle, units, appOrigin, now = () => new Date() } = deps;
  return async function sendResetCode(
    rawEmail: string,
    browser: ResetBrowser,
  ): Promise<{ browserId: string }> {
    const email = emailKey(rawEmail);
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

export type SendResetCode = ReturnType<typeof createSendResetCode>;
