import { validationMessage } from '@academy/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { useLanguage } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';

type TValues = Record<string, string>;

type TLiveFormOptions<T extends TValues, TSchema extends z.ZodType> = {
  initial: T;
  schema: TSchema;
  /** The request body the schema checks, built from the field values. */
  toInput: (values: T) => unknown;
  /** Checked from the first keystroke (docs/product/validation.md birth date); the others once left or submitted. */
  liveFields?: readonly (keyof T & string)[];
};

/**
 * Form values checked live against a contracts schema. A field's error shows once the field
 * has been left (or, for live fields, typed in) or the form submitted, and then follows every
 * change, so it disappears as soon as the value is right.
 */
export function useLiveForm<T extends TValues, TSchema extends z.ZodType>({
  initial,
  schema,
  toInput,
  liveFields = [],
}: TLiveFormOptions<T, TSchema>) {
  const { language } = useLanguage();
  const [initialValues] = useState(initial);
  const [values, setValues] = useState<T>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const validation = validateForm(schema, toInput(values));
  const errors = validation.success ? {} : validation.errors;

  const reveal = (name: string) =>
    setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));

  const setValue = (name: keyof T & string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (liveFields.includes(name)) reveal(name);
  };

  const errorOf = (name: string): string | undefined => {
    const key = errors[name];
    return key && (submitted || shown.has(name)) ? validationMessage(key, language) : undefined;
  };

  /** The parsed body, or null after showing every error and focusing the first invalid field. */
  const check = (form: HTMLFormElement): z.output<TSchema> | null => {
    setSubmitted(true);
    if (validation.success) return validation.data;
    const first = Object.keys(validation.errors)[0];
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  };

  const reset = () => {
    setValues(initialValues);
    setShown(new Set());
    setSubmitted(false);
  };

  return { values, setValue, touch: reveal, errorOf, check, reset };
}

export type TLiveForm<T extends TValues> = {
  values: T;
  setValue: (name: keyof T & string, value: string) => void;
  touch: (name: string) => void;
  errorOf: (name: string) => string | undefined;
};
