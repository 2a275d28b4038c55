import { VALIDATION_MESSAGES, type TConfirmResetLinkResponse } from '@academy/contracts';
import { AppError } from '../../http/app-error.js';
import { hashSecretToken } from '../../lib/secret-token.js';
import { verified, type ResetCodeDeps } from './password-reset-rules.js';
import { systemClock } from '../../lib/clock.js';

const linkInvalid = () => new AppError('RESET_TOKEN_INVALID', VALIDATION_MESSAGES.resetLinkInvalid);

/** The e-mail's link, confirmed on the page it opened: step 2 from any browser, once. */
export function createConfirmResetLink(deps: Omit<ResetCodeDeps, 'throttle'>) {
  const { accounts, codes, now = systemClock } = deps;
  return async function confirmResetLink(token: string): Promise<TConfirmResetLinkResponse> {
    const at = now();
    const record = await codes.openResetByLink(hashSecretToken(token), at);
    const account = record && (await accounts.findByEmail(record.email));
    if (!record || !account?.isActive) throw linkInvalid();
    return { email: record.email, resetToken: await verified(codes, record.id, at, linkInvalid) };
  };
}

export type ConfirmResetLink = ReturnType<typeof createConfirmResetLink>;
