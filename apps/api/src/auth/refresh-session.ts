import { AUTH_MESSAGES } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { Logger } from '../logger/logger.js';
import type { AccountRepository } from './account-repository.js';
import { REFRESH_REUSE_GRACE_MS } from './auth-constants.js';
import { hashToken } from './refresh-token.js';
import type { SessionRepository } from './session-repository.js';
import { issueTokens, newRefresh, type IssuedTokens } from './session-tokens.js';
import { type Clock, systemClock } from '../lib/clock.js';

const sessionExpired = () => new AppError('SESSION_EXPIRED', AUTH_MESSAGES.sessionExpired);

/**
 * Rotates the refresh token. A token presented again after its grace period means it was
 * copied: the whole session is revoked, so the thief and the owner both have to log in again.
 */
export function createRefreshSession(deps: {
  accounts: AccountRepository;
  sessions: SessionRepository;
  accessSecret: string;
  logger: Logger;
  now?: Clock;
}) {
  const { accounts, sessions, accessSecret, logger, now = systemClock } = deps;
  return async function refreshSession(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken) throw sessionExpired();
    const at = now();
    const record = await sessions.findRefreshToken(hashToken(refreshToken));
    if (!record || record.session.revokedAt || record.expiresAt <= at) throw sessionExpired();
    const firstUse = record.usedAt === null && (await sessions.markUsed(record.id, at));
    if (!firstUse) {
      const usedAt = record.usedAt ?? at;
      if (at.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        await sessions.revoke(record.session.id, at);
        logger.warn({ sessionId: record.session.id }, 'refresh token reused: session revoked');
        throw sessionExpired();
      }
    }
    const { session } = record;
    const { account } = session;
    if (!(await accounts.findSessionUser(account, at))) {
      await sessions.revoke(session.id, at);
      throw sessionExpired();
    }
    const refresh = newRefresh(at);
    await sessions.addRefreshToken(session.id, refresh.record);
    return issueTokens(accessSecret, account, session.id, refresh.token);
  };
}

export type RefreshSession = ReturnType<typeof createRefreshSession>;
