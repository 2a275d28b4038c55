import { formatIssuePath, issueMessageKey } from '@academy/contracts';
import type { TValidationMessageKey } from '@academy/contracts';
import type { z } from 'zod';

export type TFieldErrorKeys = Record<string, TValidationMessageKey>;

export type TFormValidation<T> =
  { success: true; data: T } | { success: false; errors: TFieldErrorKeys };

/**
 * Validates form values with a contracts schema and keeps the first message KEY per field, so the
 * text follows the language on screen even if it changes while the error is shown.
 */
export function validateForm<TSchema extends z.ZodType>(
  schema: TSchema,
  values: unknown,
): TFormValidation<z.output<TSchema>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: TFieldErrorKeys = {};
  for (const issue of result.error.issues) {
    const path = formatIssuePath(issue.path);
    if (!(path in errors)) errors[path] = issueMessageKey(issue);
  }
  return { success: false, errors };
}
