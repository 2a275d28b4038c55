import { validationMessage } from '@academy/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useLanguage } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import type { TFieldErrorKeys, TFormValidation } from '@/lib/validate-form';
import { useFormFailure } from './use-form-failure';
import { useSingleFlight } from './use-single-flight';

/** Field values; most are text, some forms also hold a switch, a number or a pick. */
type TValues = Record<string, unknown>;

/** The names of the text fields, the ones `field(name)` binds. */
export type TTextField<T> = {
  [K in keyof T & string]: T[K] extends string ? K : never;
}[keyof T & string];

/** What `field(name)` spreads onto a TextField or TextAreaField. */
export type TFieldBinding<K extends string = string> = {
  name: K;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
};

/** `send` answers this to stop without sending (e.g. the user declined a confirmation). */
export const NOT_SENT = Symbol('not sent');

/**
 * When a field's error shows:
 * - 'touched': once the field was left (live fields: typed in) or the form submitted, and then
 *   it follows every change, so it goes as soon as the value is right (the guest forms);
 * - 'submit': after a refused submit, until the field is edited (the short account forms).
 */
export type TErrorDisplay = 'touched' | 'submit';

export type TFormOptions<T extends TValues, TSchema extends z.ZodType, TResult> = {
  initial: T;
  /**
   * The contracts schema the request body must pass. It is read on every render, so a schema
   * built from something that changes (today's date, the stored record) may be passed.
   */
  schema: TSchema;
  /** The body the schema checks, built from the field values (default: the values as they are). */
  toInput?: (values: T) => unknown;
  errorDisplay?: TErrorDisplay;
  /** 'touched' forms: fields checked from the first keystroke (e.g. a birth date). */
  liveFields?: readonly (keyof T & string)[];
  /** 'submit' forms: editing a field also clears the errors of fields whose rules depend on it. */
  linkedFields?: Partial<Record<keyof T & string, readonly (keyof T & string)[]>>;
  /**
   * 'submit' forms: editing any field also clears the alert, the failure and any error on no
   * field (e.g. "nothing changed"), since the whole body changed with it.
   */
  editClearsAlert?: boolean;
  /**
   * Checks the values in place of `schema` and `toInput` when one pass of the schema is not
   * enough (e.g. a part also checked alone, so that every problem shows at once); the errors
   * in the order their fields show, the first one gets the focus. A form that tells of a
   * refusal in its own words (see onRefused) may refuse with no field errors.
   */
  validate?: (values: T) => TFormValidation<z.output<TSchema>>;
  /** After a refused submit, e.g. to show a check's own message. */
  onRefused?: (values: T) => void;
  /** Guest forms carry the hidden `website` field that only bots fill. */
  honeypot?: boolean;
  /**
   * Asked with the checked body before sending; answering false stops quietly (e.g. the user
   * declined an overlap warning).
   */
  confirm?: (body: z.output<TSchema>) => Promise<boolean> | boolean;
  /** Sends the body; may answer NOT_SENT when there is nothing to send (no toast, no onSent). */
  send: (body: z.output<TSchema> & { website?: string }) => Promise<TResult | typeof NOT_SENT>;
  /** The success toast; without it the caller's `onSent` says what happened. */
  sentMessage?: () => string;
  /** How the success message is told (default: a toast), e.g. a longer toast or an alert. */
  announceSent?: (message: string) => void;
  /** Clear the fields and scroll to the top after a successful send (the guest forms). */
  resetOnSent?: boolean;
  /** The form stays pending until a returned promise settles (e.g. an announcement). */
  onSent?: (result: TResult) => void | Promise<void>;
  /** The alert and toast text for a failed send; the input stays. */
  failMessage: (error: unknown) => string;
  /**
   * How the failure is told besides the form's alert (default: a toast); a form that shows no
   * alert may tell it otherwise, and one whose alert says enough passes a no-op.
   */
  announceFailure?: (message: string) => void;
  /** After the failure shows, e.g. to clear a refused password. */
  onFailed?: (error: unknown) => void;
};

const toastSuccess = (message: string) => {
  toast.success(message);
};
const toastFailure = (message: string) => {
  toast.error(message);
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
  linkedFields = {},
  editClearsAlert = false,
  validate,
  onRefused,
  honeypot = false,
  confirm,
  send,
  sentMessage,
  resetOnSent = false,
  onSent,
  failMessage,
  announceSent = toastSuccess,
  announceFailure = toastFailure,
  onFailed,
}: TFormOptions<T, TSchema, TResult>) {
  const { language } = useLanguage();
  const [initialValues] = useState(initial);
  const [values, setValues] = useState<T>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<TFieldErrorKeys>({});
  const [website, setWebsite] = useState('');
  // A refused form whose first invalid control has no name (e.g. a custom select) gets its
  // focus once the errors are drawn.
  const [unnamedRefusal, setUnnamedRefusal] = useState<{ form: HTMLFormElement } | null>(null);
  const flight = useSingleFlight();
  const failure = useFormFailure();

  const validation = validate ? validate(values) : validateForm(schema, toInput(values));
  const liveErrors = validation.success ? {} : validation.errors;

  const touch = useCallback(
    (name: string) =>
      setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    [],
  );

  useEffect(() => {
    unnamedRefusal?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [unnamedRefusal]);

  /** Whether an error's key names one of the form's fields (not the body as a whole). */
  const isField = (key: string) => key in initialValues;

  const setValue = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errorDisplay === 'submit') {
      const cleared: readonly string[] = [name, ...(linkedFields[name] ?? [])];
      const stays = (key: string) => !cleared.includes(key) && !(editClearsAlert && !isField(key));
      setRefused((previous) =>
        Object.fromEntries(Object.entries(previous).filter(([key]) => stays(key))),
      );
      if (editClearsAlert) failure.clear();
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

  /** Props for a text field bound to `name`. */
  const field = <K extends TTextField<T>>(name: K): TFieldBinding<K> => ({
    name,
    // A text field's value is a string (TTextField); the generic T cannot show it.
    value: values[name] as string,
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as T[K]),
    onBlur: () => touch(name),
  });

  /** The errors and the failure alert go, the input stays (e.g. the user changed course). */
  const clearMessages = () => {
    setRefused({});
    failure.clear();
  };

  /** Start again from the first values, or from `next` (e.g. a record opened for editing). */
  const reset = (next: T = initialValues) => {
    setValues(next);
    setShown(new Set());
    setSubmitted(false);
    clearMessages();
  };

  /** The parsed body, or null after showing the errors and focusing the first invalid field. */
  const check = (form: HTMLFormElement): z.output<TSchema> | null => {
    setSubmitted(true);
    if (validation.success) {
      setRefused({});
      return validation.data;
    }
    setRefused(validation.errors);
    onRefused?.(values);
    const first = Object.keys(validation.errors)[0];
    if (first === undefined) return null;
    const named = form.querySelector<HTMLElement>(`[name="${first}"]`);
    if (named) named.focus();
    else setUnnamedRefusal({ form });
    return null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void flight.run(async () => {
      const body = check(form);
      if (!body) return;
      failure.clear();
      if (confirm && !(await confirm(body))) return;
      let result: TResult | typeof NOT_SENT;
      try {
        result = await send(honeypot ? { ...body, website } : body);
      } catch (error) {
        const message = failMessage(error);
        failure.show(message);
        announceFailure(message);
        onFailed?.(error);
        return;
      }
      if (result === NOT_SENT) return;
      if (sentMessage) announceSent(sentMessage());
      if (resetOnSent) {
        reset();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
      await onSent?.(result);
    });
  };

  return {
    values,
    setValue,
    touch,
    errorOf,
    errorKeyOf,
    errors,
    formError,
    field,
    reset,
    clearMessages,
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
  setValue: <K extends keyof T & string>(name: K, value: T[K]) => void;
  touch: (name: string) => void;
  errorOf: (name: string) => string | undefined;
};
