import { randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (0/O, 1/l/I), easy to read out to someone. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const TEMPORARY_PASSWORD_LENGTH = 10;

/**
 * The password a new account signs in with the first time, shown once to the staff member who
 * created the account: 10 characters drawn with the crypto generator.
 */
export function generateTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}
