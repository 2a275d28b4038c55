import { createHash, randomBytes } from 'node:crypto';

/**
 * A one-time secret for a link or a step of a flow: 256 random bits in base64url (43
 * characters), with the hash that is stored in its place. So many random bits make a plain
 * SHA-256 enough: a copy of the database hands out no working secret, and none can be guessed.
 */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
