import { verifyAccessToken } from './access-token.js';
import { hashToken } from './refresh-token.js';
import type { SessionRepository } from './session-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** Signs out: revokes the session the access token names, else the one the refresh token does. */
export function createLogout(deps: {
  sessions: SessionRepository;
  accessSecret: string;
  now?: Clock;
}) {
  const { sessions, accessSecret, now = systemClock } = deps;
  return async function logout(context: {
    accessToken?: string;
    refreshToken?: string;
  }): Promise<void> {
    const at = now();
    const claims = context.accessToken
      ? verifyAccessToken(context.accessToken, accessSecret)
      : null;
    if (claims) {
      await sessions.revoke(claims.sessionId, at, claims.account);
      return;
    }
    if (context.refreshToken) {
      const record = await sessions.findRefreshToken(hashToken(context.refreshToken));
      if (record) await sessions.revoke(record.session.id, at);
    }
  };
}

export type Logout = ReturnType<typeof createLogout>;
