import bcrypt from 'bcrypt';

/** Cost 10 keeps a login under ~100 ms on our 2-core machines while staying ASVS-compliant. */
export const BCRYPT_COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}
