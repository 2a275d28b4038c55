import { z } from 'zod';
import { hasOnlyPrintableText } from '../common/control-characters';
import { PASSWORD } from '../constants/limits';
import { isCommonPassword } from './common-passwords';

const utf8 = new TextEncoder();

/** bcrypt ignores bytes past 72, so longer passwords would silently match shorter ones. */
export function fitsPasswordHashLimit(value: string): boolean {
  return utf8.encode(value).length <= PASSWORD.MAX_BYTES;
}

/** bcrypt reads a password up to its first NUL byte, so "secret\u0000x" would match "secret". */
export const isTypeablePassword = (value: string) => hasOnlyPrintableText(value);

/**
 * New account password (reset, change): at least 6 characters (docs/product/validation.md), at most what bcrypt
 * reads, nothing bcrypt would cut short, and not one of the passwords attackers try first.
 */
export const ZNewPassword = z
  .string({ error: 'newPasswordRequired' })
  .min(1, { error: 'newPasswordRequired', abort: true })
  .min(PASSWORD.ACCOUNT_MIN, { error: 'passwordTooShort', abort: true })
  .refine(fitsPasswordHashLimit, { error: 'newPasswordTooLong', abort: true })
  .refine(isTypeablePassword, { error: 'controlCharacters', abort: true })
  .refine((value) => !isCommonPassword(value), { error: 'passwordTooCommon' });

/** An existing password being presented (login, current password): only required. */
export function presentedPassword(requiredKey: 'passwordRequired' | 'currentPasswordRequired') {
  return z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .refine(fitsPasswordHashLimit, { error: 'passwordTooLong' });
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

export const ZNewPasswordWithConfirmation = z
  .object({
    newPassword: ZNewPassword,
    confirmPassword: z
      .string({ error: 'passwordConfirmRequired' })
      .min(1, { error: 'passwordConfirmRequired' }),
  })
  .refine((value) => passwordsMatch(value.newPassword, value.confirmPassword), {
    path: ['confirmPassword'],
    error: 'passwordConfirmMismatch',
  });
export type TNewPasswordWithConfirmation = z.infer<typeof ZNewPasswordWithConfirmation>;
