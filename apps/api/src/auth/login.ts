import { AUTH_MESSAGES, type TLoginRequest } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { AccountRef } from './account-ref.js';
import type { AccountRepository, SessionUser } from './account-repository.js';
import type { TrustedDevice } from './login-throttle/device-cookie.js';
import { loginBuckets } from './login-throttle/login-buckets.js';
import type { LoginThrottle } from './login-throttle/login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionMeta, SessionRepository } from './session-repository.js';
import { issueTokens, newRefresh, type IssuedTokens } from './session-tokens.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** Where a login attempt comes from, as its failure counters need it. */
export interface LoginOrigin {
  clientKey: string;
  device: TrustedDevice | null;
}

/**
 * Signs in: the attempt is held against the failure counters `origin` selects (the device
 * cookie's, or the account's and the client's) before the password is compared.
 */
export function createLogin(deps: {
  accounts: AccountRepository;
  sessions: SessionRepository;
  throttle: LoginThrottle;
  accessSecret: string;
  now?: Clock;
}) {
  const { accounts, sessions, throttle, accessSecret, now = systemClock } = deps;
  // Unknown login ids still cost one bcrypt comparison, so timing does not reveal which ids exist.
  let dummyHash: Promise<string> | undefined;
  const hashForUnknownAccount = () => (dummyHash ??= hashPassword('no-such-account-password'));
  return async function login(
    input: TLoginRequest,
    meta: SessionMeta,
    origin: LoginOrigin,
  ): Promise<{ tokens: IssuedTokens; session: SessionUser; account: AccountRef }> {
    const account = await accounts.findForLogin(input.loginId);
    const buckets = loginBuckets({
      typedLoginId: input.loginId,
      account: account?.ref,
      device: origin.device,
      clientKey: origin.clientKey,
    });
    const matches = await throttle.attempt(buckets, async () => {
      const hash = account?.passwordHash ?? (await hashForUnknownAccount());
      return (await verifyPassword(input.password, hash)) && account !== null;
    });
    if (!account || !matches)
      throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
    if (!account.isActive) throw new AppError('ACCOUNT_NOT_ACTIVE', AUTH_MESSAGES.accountNotActive);
    const session = await accounts.findSessionUser(account.ref, now());
    if (!session) throw new AppError('ACCOUNT_NOT_ACTIVE', AUTH_MESSAGES.accountNotActive);
    const refresh = newRefresh(now());
    const { id } = await sessions.create(account.ref, meta, refresh.record);
    return {
      tokens: issueTokens(accessSecret, account.ref, id, refresh.token),
      session,
      account: account.ref,
    };
  };
}

export type Login = ReturnType<typeof createLogin>;
