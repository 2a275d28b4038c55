import { z } from 'zod';
import { filledString, TEXT_LIMITS } from './text-fields';

const EMAIL_PATTERN = z.regexes.email;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Required email: blank gives "enter your email", a bad shape gives "valid email format". */
export const ZEmail = filledString('emailRequired')
  .max(TEXT_LIMITS.EMAIL, { error: 'tooLong', abort: true })
  .regex(EMAIL_PATTERN, { error: 'emailInvalid' });

/** One-day form: email may be left empty; an empty value becomes undefined. */
export const ZOptionalEmail = z
  .string({ error: 'emailInvalid' })
  .trim()
  .max(TEXT_LIMITS.EMAIL, { error: 'tooLong', abort: true })
  .refine((value) => value === '' || isEmail(value), { error: 'emailInvalid' })
  .optional()
  .transform((value) => (value === '' ? undefined : value));
