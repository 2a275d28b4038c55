import { validationMessage } from '@academy/contracts';
import { useCallback, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { useLanguage } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import type { TFieldErrorKeys } from '@/lib/validate-form';

type TValues = Record<string, string>;

/** Controlled string fields with contracts validation; errors clear as their field is edited. */
export function useFormValues<T extends TValues>(initial: T) {
  const { language } = useLanguage();
  const [initialValues] = useState(initial);
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<TFieldErrorKeys>({});

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name] ? validationMessage(errors[name], language) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors(({ [name]: _removed, ...rest }) => rest);
    },
  });

  /** The parsed data, or null after showing the errors and focusing the first invalid field. */
  const check = <TSchema extends z.ZodType>(
    schema: TSchema,
    form: HTMLFormElement,
    input: unknown = values,
  ): z.output<TSchema> | null => {
    const result = validateForm(schema, input);
    if (result.success) return result.data;
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    return null;
  };

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
  }, [initialValues]);

  return { values, field, check, reset };
}
