import { validationMessage } from '@academy/contracts';
import { useCallback, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useLanguage } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import type { TFieldErrorKeys } from '@/lib/validate-form';
import { useFormFailure } from './use-form-failure';
import { useSingleFlight } from './use-single-flight';

type TValues = Record<string, string>;

/**
 * When a field's error shows:
 * - 'touched': once the field was left (live fields: typed in) or the form submitted, and then
 *   it follows every change, so it goes as soon as the value is right (the guest forms);
 * - 'submit': after a refused submit, until the field is edited (the short account forms).
 */
export type TErrorDisplay = 'touched' | 'submit';

export type TFormOptions<T extends TValues, TSchema extends z.ZodType, TResult> = {
  initial: T;
  /** The contracts schema the request body must pass. */
  schema: TSchema;
  /** The body the schema checks, built from the field values (default: the values as they are). */
  toInput?: (values: T) => unknown;
  errorDisplay?: TErrorDisplay;
  /** 'touched' forms: fields checked from the first keystroke (e.g. a birth date). */
  liveFields?: readonly (keyof T & string)[];
  /** Guest forms carry the hidden `website` field that only bots fill. */
  honeypot?: boolean;
  send: (body: z.output<TSchema> & { website?: string }) => Promise<TResult>;
  /** The success toast; without it the caller's `onSent` says what happened. */
  sentMessage?: () => string;
  /** Clear the fields and scroll to the top after a successful send (the guest forms). */
  resetOnSent?: boolean;
  onSent?: (result: TResult) => void;
  /** The alert and toast text for a failed send; the input stays. */
  failMessage: (error: unknown) => string;
  /** For a screen that tells of a failed send its own way instead (e.g. a blocking dialog). */
  onFailed?: (message: string) => void;
};

/**
 * The one way a form is written here: values checked against a contracts schema, the first
 * invalid field focused on a refused submit, one send at a time (a second click does nothing),
 * a toast on success, and on failure a toast plus an alert above the form, which keeps its input.
 */
export function useForm<T extends TValues, TSchema extends z.ZodType, TResult>({
  initial,
  schema,
  toInput = (values) => values,
  errorDisplay = 'touched',
  liveFields = [],
  honeypot = false,
  send,
  sentMessage,
  resetOnSent = false,
  onSent,
  failMessage,
  onFailed,
}: TFormOptions<T, TSchema, TResult>) {
  const { language } = useLanguage();
  const [initialValues] = useState(initial);
  const [values, setValues] = useState<T>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<TFieldErrorKeys>({});
  const [website, setWebsite] = useState('');
  const flight = useSingleFlight();
  const failure = useFormFailure();

  const validation = validateForm(schema, toInput(values));
  const liveErrors = validation.success ? {} : validation.errors;

  const touch = useCallback(
    (name: string) =>
      setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    [],
  );

  const setValue = (name: keyof T & string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errorDisplay === 'submit') setRefused(({ [name]: _edited, ...rest }) => rest);
    else if (liveFields.includes(name)) touch(name);
  };

  const errorOf = (name: string): string | undefined => {
    const key =
      errorDisplay === 'submit'
        ? refused[name]
        : submitted || shown.has(name)
          ? liveErrors[name]
          : undefined;
    return key ? validationMessage(key, language) : undefined;
  };

  /** Props for a text field bound to `name`. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
    onBlur: () => touch(name),
  });

  const reset = () => {
    setValues(initialValues);
    setShown(new Set());
    setSubmitted(false);
    setRefused({});
  };

  /** The parsed body, or null after showing the errors and focusing the first invalid field. */
  const check = (form: HTMLFormElement): z.output<TSchema> | null => {
    setSubmitted(true);
    if (validation.success) return validation.data;
    setRefused(validation.errors);
    const first = Object.keys(validation.errors)[0];
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void flight.run(async () => {
      const body = check(form);
      if (!body) return;
      failure.clear();
      try {
        const result = await send(honeypot ? { ...body, website } : body);
        if (sentMessage) toast.success(sentMessage());
        if (resetOnSent) {
          reset();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }
        onSent?.(result);
      } catch (error) {
        const message = failMessage(error);
        if (onFailed) onFailed(message);
        else failure.fail(message);
      }
    });
  };

  return {
    values,
    setValue,
    touch,
    errorOf,
    field,
    reset,
    onSubmit,
    pending: flight.pending,
    failure: failure.failure,
    /** For an action beside the send (e.g. a resend) that reports into the same alert. */
    fail: failure.fail,
    clearFailure: failure.clear,
    /** Props for the form's Honeypot. */
    honeypotProps: { value: website, onChange: setWebsite },
  };
}

export type TForm<T extends TValues> = {
  values: T;
  setValue: (name: keyof T & string, value: string) => void;
  touch: (name: string) => void;
  errorOf: (name: string) => string | undefined;
};
