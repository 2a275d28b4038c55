import { AUTH_MESSAGES, type TLoginRequest } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { Logger } from '../logger/logger.js';
import { signAccessToken, verifyAccessToken } from './access-token.js';
import type { AccountRef } from './account-ref.js';
import type { AccountRepository, SessionUser } from './account-repository.js';
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from './auth-constants.js';
import type { TrustedDevice } from './login-throttle/device-cookie.js';
import { loginBuckets } from './login-throttle/login-buckets.js';
import type { LoginThrottle } from './login-throttle/login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import { hashToken, newRefreshToken } from './refresh-token.js';
import type { SessionMeta, SessionRepository } from './session-repository.js';

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
}

export interface AuthContext {
  account: AccountRef;
  sessionId: string;
  session: SessionUser;
}

/** Where a login attempt comes from, as its failure counters need it. */
export interface LoginOrigin {
  clientKey: string;
  device: TrustedDevice | null;
}

interface AuthServiceDeps {
  accounts: AccountRepository;
  sessions: SessionRepository;
  throttle: LoginThrottle;
  accessSecret: string;
  logger: Logger;
  now?: () => Date;
}

const sessionExpired = () => new AppError('SESSION_EXPIRED', AUTH_MESSAGES.sessionExpired);

type ResolvedDeps = Required<AuthServiceDeps>;

function issueTokens(
  accessSecret: string,
  account: AccountRef,
  sessionId: string,
  refreshToken: string,
): IssuedTokens {
  const { token, expiresAt } = signAccessToken(account, sessionId, accessSecret);
  return { accessToken: token, accessExpiresAt: expiresAt, refreshToken };
}

function newRefresh(at: Date) {
  const token = newRefreshToken();
  return {
    token,
    record: {
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_MS),
    },
  };
}

/**
 * Signs in: the attempt is held against the failure counters `origin` selects (the device
 * cookie's, or the account's and the client's) before the password is compared.
 */
function createLogin({ accounts, sessions, throttle, accessSecret, now }: ResolvedDeps) {
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

/**
 * Rotates the refresh token. A token presented again after its grace period means it was
 * copied: the whole session is revoked, so the thief and the owner both have to log in again.
 */
function createRefresh({ accounts, sessions, accessSecret, logger, now }: ResolvedDeps) {
  return async function refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
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

/** The signed-in account behind an access token, or null (invalid, expired, revoked, inactive). */
function createAuthenticate({ accounts, accessSecret, now }: ResolvedDeps) {
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

function createLogout({ sessions, accessSecret, now }: ResolvedDeps) {
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

export function createAuthService(deps: AuthServiceDeps) {
  const resolved: ResolvedDeps = { ...deps, now: deps.now ?? (() => new Date()) };
  return {
    login: createLogin(resolved),
    refresh: createRefresh(resolved),
    authenticate: createAuthenticate(resolved),
    logout: createLogout(resolved),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
