import { signAccessToken } from './access-token.js';
import type { AccountRef } from './account-ref.js';
import { REFRESH_TOKEN_TTL_MS } from './auth-constants.js';
import { hashToken, newRefreshToken } from './refresh-token.js';

/** What signing in and refreshing hand to the browser's cookies. */
export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
}

/** A fresh access token for the session, handed out with its refresh token. */
export function issueTokens(
  accessSecret: string,
  account: AccountRef,
  sessionId: string,
  refreshToken: string,
): IssuedTokens {
  const { token, expiresAt } = signAccessToken(account, sessionId, accessSecret);
  return { accessToken: token, accessExpiresAt: expiresAt, refreshToken };
}

/** A new refresh token, and the record (its hash and expiry) the session stores for it. */
export function newRefresh(at: Date) {
  const token = newRefreshToken();
  return {
    token,
    record: {
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_MS),
    },
  };
}
