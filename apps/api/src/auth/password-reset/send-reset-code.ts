import { resetLinkUrl } from '@academy/contracts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import type { UnitOfWork } from '../../unit-of-work/unit-of-work.js';
import { issueVerificationCode } from '../verification-code/verification-code.js';
import {
  findAccount,
  ownersBrowser,
  type ResetBrowser,
  type ResetCodeDeps,
} from './password-reset-rules.js';
import { resetCodeMail } from './reset-mail.js';
import { emailKey } from '../../lib/email-key.js';
import { systemClock } from '../../lib/clock.js';

/** E-mails a new code for this browser; answers the browser's reset id (new on its first code). */
export function createSendResetCode(
  deps: ResetCodeDeps & {
    units: UnitOfWork;
    /** The web app's public address, where the e-mail's link points. */
    appOrigin: string;
  },
) {
  const { accounts, codes, throttle, units, appOrigin, now = systemClock } = deps;
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
