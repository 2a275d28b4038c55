import type { z } from 'zod';
import type { TValidationErrorData } from './envelope';
import type { TLanguage } from './language';
import type { TValidationMessageKey } from './validation-messages';
import { isValidationMessageKey, validationMessage } from './validation-messages';

/** Used for zod's own messages (wrong type, unknown enum value…) that carry no catalogue key. */
export const FALLBACK_VALIDATION_MESSAGE_KEY: TValidationMessageKey = 'invalidValue';

export type TFormattedValidationError = TValidationErrorData & { message: string };

export function issueMessageKey(issue: { message: string }): TValidationMessageKey {
  return isValidationMessageKey(issue.message) ? issue.message : FALLBACK_VALIDATION_MESSAGE_KEY;
}

export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

/** The API answers 400 with this; the web forms show the same texts. */
export function formatValidationError(
  error: z.ZodError,
  lang: TLanguage,
): TFormattedValidationError {
  const issues = error.issues.map((issue) => ({
    path: formatIssuePath(issue.path),
    message: validationMessage(issueMessageKey(issue), lang),
  }));
  const message = issues[0]?.message ?? validationMessage(FALLBACK_VALIDATION_MESSAGE_KEY, lang);
  return { message, issues };
}

/** First message per field, handy for showing one error under each form input. */
export function fieldErrors(error: z.ZodError, lang: TLanguage): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of formatValidationError(error, lang).issues) {
    if (!(issue.path in result)) result[issue.path] = issue.message;
  }
  return result;
}
