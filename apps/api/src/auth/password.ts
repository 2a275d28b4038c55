import bcrypt from 'bcrypt';
import { fitsPasswordHashLimit } from '@academy/contracts';

/** Cost 10 keeps a login under ~100 ms on our 2-core machines while staying ASVS-compliant. */
export const BCRYPT_COST = 10;

/**
 * bcrypt's lowest cost, for NODE_ENV=test only (as Devise does in Rails apps' tests): the test
 * suites sign in and hash thousands of times, and cost 10 was a fifth of an API test file's CPU
 * time. A hash records its own cost, so every hash verifies whatever the current setting.
 */
export const TEST_BCRYPT_COST = 4;

/** The cost new hashes get: BCRYPT_COST everywhere but under NODE_ENV=test. */
export function bcryptCost(nodeEnv = process.env.NODE_ENV): number {
  return nodeEnv === 'test' ? TEST_BCRYPT_COST : BCRYPT_COST;
}

/**
 * bcrypt reads only the first 72 bytes. The schemas refuse longer input; this guard makes sure
 * no code path ever stores a hash that a different, longer secret would also match.
 */
export function hashPassword(plain: string): Promise<string> {
  if (!fitsPasswordHashLimit(plain)) {
    return Promise.reject(new RangeError('Refusing to hash a secret longer than 72 bytes.'));
  }
  return bcrypt.hash(plain, bcryptCost());
}

/** Nothing longer than 72 bytes is ever hashed, so such input cannot be the password. */
export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (!fitsPasswordHashLimit(plain)) return Promise.resolve(false);
  return bcrypt.compare(plain, hash);
}
