import { validationMessage } from '@academy/contracts';
import { useCallback, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import type { TFieldErrorKeys, TFormValidation } from '@/lib/validate-form';
import type { TErrorDisplay } from './use-form';

type TFormErrorsOptions = {
  initialValues: object;
  validation: TFormValidation<unknown>;
  errorDisplay?: TErrorDisplay;
  liveFields?: readonly string[];
  linkedFields?: Partial<Record<string, readonly string[]>>;
  editClearsAlert?: boolean;
  clearFailure: () => void;
};

/** Which errors a form shows, and when (see TErrorDisplay). */
export function useFormErrors({
  initialValues,
  validation,
  errorDisplay = 'touched',
  liveFields = [],
  linkedFields = {},
  editClearsAlert = false,
  clearFailure,
}: TFormErrorsOptions) {
  const { language } = useLanguage();
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<TFieldErrorKeys>({});
  const liveErrors = validation.success ? {} : validation.errors;

  const touch = useCallback(
    (name: string) =>
      setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    [],
  );

  /** Whether an error's key names one of the form's fields (not the body as a whole). */
  const isField = (key: string) => key in initialValues;

  /** After `name` was edited: 'submit' forms clear its errors, live fields show theirs. */
  const edited = (name: string) => {
    if (errorDisplay === 'submit') {
      const cleared: readonly string[] = [name, ...(linkedFields[name] ?? [])];
      const stays = (key: string) => !cleared.includes(key) && !(editClearsAlert && !isField(key));
      setRefused((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([key]) => stays(key))),
      );
      if (editClearsAlert) clearFailure();
    } else if (liveFields.includes(name)) touch(name);
  };

  /** The catalogue key of the error a field shows, for forms that group some errors. */
  const errorKeyOf = (name: string) =>
    errorDisplay === 'submit'
      ? refused[name]
      : submitted || shown.has(name)
        ? liveErrors[name]
        : undefined;

  const errorOf = (name: string): string | undefined => {
    const key = errorKeyOf(name);
    return key ? validationMessage(key, language) : undefined;
  };

  /** Every shown error by field, in the schema's order: for forms that list them in one alert. */
  const errors: Record<string, string> = {};
  for (const name of Object.keys({ ...liveErrors, ...refused })) {
    const message = errorOf(name);
    if (message) errors[name] = message;
  }

  /** The first shown error on no field (e.g. "nothing changed"), for the form's alert. */
  const formError = Object.entries(errors).find(([name]) => !isField(name))?.[1];

  /** Nothing left or submitted yet. */
  const restart = () => {
    setShown(new Set());
    setSubmitted(false);
  };

  return {
    touch,
    edited,
    errorKeyOf,
    errorOf,
    errors,
    formError,
    setRefused,
    setSubmitted,
    restart,
  };
}

export type TFormErrors = ReturnType<typeof useFormErrors>;
