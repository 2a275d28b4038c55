import { createHash, randomBytes } from 'node:crypto';

/**
 * The one-time token that step 2 of the reset hands to whoever typed the right code: 256 random
 * bits, so a plain SHA-256 is enough to keep it unusable to anyone who reads the database.
 */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
