import { formatValidationError } from '@academy/contracts';
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { z } from 'zod';
import { useLanguage } from '@/i18n/use-language';
import type { TScheduleField } from './schedule-form';

/**
 * A schedule form's validation errors: kept as the ZodError so the texts follow the language,
 * shown as one message per field via formatValidationError, and after each refused submit the
 * first invalid control gets focus so its message is read out.
 */
export function useScheduleErrors(formRef: RefObject<HTMLFormElement | null>) {
  const { language } = useLanguage();
  const [error, setError] = useState<z.ZodError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, formRef]);

  const errors: Partial<Record<TScheduleField, string>> = {};
  if (error) {
    for (const found of formatValidationError(error, language).issues) {
      const field = found.path as TScheduleField;
      errors[field] ??= found.message;
    }
  }

  return {
    errors,
    refuse: (next: z.ZodError) => {
      setError(next);
      setAttempt((count) => count + 1);
    },
    clear: () => setError(null),
    /** Once a field is edited its message goes; the others stay until the next submit. */
    clearFields: (fields: readonly string[]) =>
      setError((current) => {
        if (!current) return current;
        const left = current.issues.filter((found) => !fields.includes(String(found.path[0])));
        return left.length === 0 ? null : new z.ZodError(left);
      }),
  };
}
