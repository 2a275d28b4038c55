import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_TTL_SECONDS } from './auth-constants.js';
import type { AccountRef } from './account-ref.js';

/** Session ids are PostgreSQL uuids; anything else names no session and must not reach a query. */
const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  account: AccountRef;
  sessionId: string;
  expiresAt: Date;
}

interface AccessPayload {
  sub: string;
  sid: string;
  typ: 'access';
}

let signingKey: { secret: string; key: KeyObject } | null = null;

/**
 * The secret as a key object, made once per secret. Given the string, jsonwebtoken first tries to
 * read it as a public key and only then as a secret: that failed attempt, on every request, was
 * a measurable part of the API's time per call.
 */
function keyOf(secret: string): KeyObject {
  if (signingKey?.secret !== secret) {
    signingKey = { secret, key: createSecretKey(Buffer.from(secret, 'utf8')) };
  }
  return signingKey.key;
}

export function signAccessToken(
  account: AccountRef,
  sessionId: string,
  secret: string,
): { token: string; expiresAt: Date } {
  const payload: AccessPayload = {
    sub: `${account.type}:${account.id}`,
    sid: sessionId,
    typ: 'access',
  };
  const token = jwt.sign(payload, keyOf(secret), {
    algorithm: ACCESS_TOKEN_ALGORITHM,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  });
  const { exp } = jwt.decode(token) as { exp: number };
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * The claims of a valid token, or null: wrong signature, algorithm, type, session id format or an
 * expired token.
 */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  try {
    const decoded = jwt.verify(token, keyOf(secret), { algorithms: [ACCESS_TOKEN_ALGORITHM] });
    if (
      typeof decoded === 'string' ||
      decoded.typ !== 'access' ||
      typeof decoded.sid !== 'string' ||
      !SESSION_ID_PATTERN.test(decoded.sid)
    ) {
      return null;
    }
    const match = /^(member|staff):(\d+)$/.exec(String(decoded.sub));
    if (!match || decoded.exp === undefined) return null;
    return {
      account: { type: match[1] as AccountRef['type'], id: Number(match[2]) },
      sessionId: decoded.sid,
      expiresAt: new Date(decoded.exp * 1000),
    };
  } catch {
    return null;
  }
}
