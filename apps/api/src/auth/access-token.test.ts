import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token.js';

const SESSION = '0b6a9c1e-5d2f-4e3a-9b7c-1a2b3c4d5e6f';
const member = { type: 'member', id: 7 } as const;

describe('access tokens', () => {
  it('when a token is signed with the secret, then it names the account and session', () => {
    const { token, expiresAt } = signAccessToken(
      member,
      SESSION,
      'first-secret-of-thirty-two-chars',
    );
    expect(verifyAccessToken(token, 'first-secret-of-thirty-two-chars')).toEqual({
      account: member,
      sessionId: SESSION,
      expiresAt,
    });
  });

  it('when the secret changes, then tokens of the old one are refused and new ones accepted', () => {
    const old = signAccessToken(member, SESSION, 'first-secret-of-thirty-two-chars').token;
    const renewed = signAccessToken(member, SESSION, 'second-secret-of-thirty-two-char').token;
    expect(verifyAccessToken(old, 'second-secret-of-thirty-two-char')).toBeNull();
    expect(verifyAccessToken(renewed, 'second-secret-of-thirty-two-char')).not.toBeNull();
    expect(verifyAccessToken(renewed, 'first-secret-of-thirty-two-chars')).toBeNull();
  });

  it('when a token was signed with the secret as plain text, then it is the same key', () => {
    const token = jwt.sign({ sub: 'staff:3', sid: SESSION, typ: 'access' }, 'plain-text-secret', {
      algorithm: 'HS256',
      expiresIn: 60,
    });
    expect(verifyAccessToken(token, 'plain-text-secret')?.account).toEqual({
      type: 'staff',
      id: 3,
    });
  });

  it('when a token has no signature (alg none), then it is refused', () => {
    const token = jwt.sign({ sub: 'staff:3', sid: SESSION, typ: 'access' }, '', {
      algorithm: 'none',
    });
    expect(verifyAccessToken(token, 'plain-text-secret')).toBeNull();
  });
});
