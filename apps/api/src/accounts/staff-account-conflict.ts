import type { TBilingualText } from '@academy/contracts';
import { isUniqueViolation } from '../db/prisma-errors.js';
import { AppError } from '../http/app-error.js';
import { isEmailTakenViolation } from './account-emails.js';

/**
 * What the failed write of a new staff account was: another account took the address or the
 * login id after the checks before the write (a conflict, with the caller's texts), or else the
 * error itself.
 */
export function staffAccountConflict(
  error: unknown,
  messages: { emailInUse: TBilingualText; loginIdInUse: TBilingualText },
): unknown {
  if (isEmailTakenViolation(error)) return new AppError('EMAIL_TAKEN', messages.emailInUse);
  if (isUniqueViolation(error)) return new AppError('LOGIN_ID_TAKEN', messages.loginIdInUse);
  return error;
}
