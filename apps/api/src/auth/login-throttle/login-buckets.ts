import { MINUTE_MS } from '../../http/rate-limiter.js';
import { type AccountRef, sameAccount } from '../account-ref.js';
import { unknownLoginName } from '../login-names.js';
import type { TrustedDevice } from './device-cookie.js';
import type { LoginBucket } from './login-throttle.js';

export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;

/** Failed logins allowed per window before the bucket refuses every attempt until it closes. */
export const LOGIN_FAILURE_LIMITS = {
  /** Attempts on an account from browsers without its device cookie, wherever they come from. */
  perAccount: 5,
  /** Attempts from one browser holding the account's device cookie. */
  perTrustedDevice: 5,
  /** Attempts without a device cookie from one client address, on any account. */
  perClient: 30,
} as const;

/**
 * Which counters a login attempt is held against. A browser with the account's device cookie
 * counts only on that cookie, so failures from elsewhere cannot lock its owner out. Any other
 * attempt counts on the account it names (or on the typed name when it names none) and on the
 * client's address.
 */
export function loginBuckets(attempt: {
  typedLoginId: string;
  account: AccountRef | undefined;
  device: TrustedDevice | null;
  clientKey: string;
}): LoginBucket[] {
  const { account, device } = attempt;
  if (account && device && sameAccount(account, device.account)) {
    return [{ key: `device:${device.nonce}`, limit: LOGIN_FAILURE_LIMITS.perTrustedDevice }];
  }
  const named = account
    ? `account:${account.type}:${account.id}`
    : `name:${unknownLoginName(attempt.typedLoginId)}`;
  return [
    { key: named, limit: LOGIN_FAILURE_LIMITS.perAccount },
    { key: `client:${attempt.clientKey}`, limit: LOGIN_FAILURE_LIMITS.perClient },
  ];
}
