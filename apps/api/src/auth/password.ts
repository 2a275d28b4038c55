import bcrypt from 'bcrypt';
import { fitsPasswordHashLimit } from '@academy/contracts';

/** Cost 10 keeps a login under ~100 ms on our 2-core machines while staying ASVS-compliant. */
export const BCRYPT_COST = 10;

/**
 * bcrypt reads only the first 72 bytes. The schemas refuse longer input; this guard makes sure
 * no code path ever stores a hash that a different, longer secret would also match.
 */
export function hashPassword(plain: string): Promise<string> {
  if (!fitsPasswordHashLimit(plain)) {
    return Promise.reject(new RangeError('Refusing to hash a secret longer than 72 bytes.'));
  }
  return bcrypt.hash(plain, BCRYPT_COST);
}

/** Nothing longer than 72 bytes is ever hashed, so such input cannot be the password. */
export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (!fitsPasswordHashLimit(plain)) return Promise.resolve(false);
  return bcrypt.compare(plain, hash);
}
