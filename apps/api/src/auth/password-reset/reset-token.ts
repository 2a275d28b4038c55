import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret of the reset flow: the one-time token that step 2 hands to whoever typed the right
 * code, the token of the e-mail's link, the id in a browser's reset cookie. 256 random bits, so
 * a plain SHA-256 is enough to keep the stored value unusable to anyone who reads the database.
 */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
