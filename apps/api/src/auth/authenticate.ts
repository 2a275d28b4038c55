import { verifyAccessToken } from './access-token.js';
import type { AccountRef } from './account-ref.js';
import type { AccountRepository, SessionUser } from './account-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** The signed-in account behind a request, its session and who it is. */
export interface AuthContext {
  account: AccountRef;
  sessionId: string;
  session: SessionUser;
}

/** The signed-in account behind an access token, or null (invalid, expired, revoked, inactive). */
export function createAuthenticate(deps: {
  accounts: AccountRepository;
  accessSecret: string;
  now?: Clock;
}) {
  const { accounts, accessSecret, now = systemClock } = deps;
  return async function authenticate(accessToken: string | undefined): Promise<AuthContext | null> {
    if (!accessToken) return null;
    const claims = verifyAccessToken(accessToken, accessSecret);
    if (!claims) return null;
    const at = now();
    const session = await accounts.findSessionUserOfActiveSession(
      claims.sessionId,
      claims.account,
      at,
    );
    return session ? { account: claims.account, sessionId: claims.sessionId, session } : null;
  };
}

export type Authenticate = ReturnType<typeof createAuthenticate>;
