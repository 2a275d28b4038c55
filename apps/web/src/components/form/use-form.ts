import { useState } from 'react';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { validateForm } from '@/lib/validate-form';
import type { TFormValidation } from '@/lib/validate-form';
import { useFormErrors } from './use-form-errors';
import { useFormFailure } from './use-form-failure';
import { useFormSubmit } from './use-form-submit';
import type { NOT_SENT } from './use-form-submit';

/** Field values; most are text, some forms also hold a switch, a number or a pick. */
export type TValues = Record<string, unknown>;

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

export { NOT_SENT } from './use-form-submit';

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

/**
 * The one way a form is written here: values checked against a contracts schema, the first
 * invalid field focused on a refused submit, one send at a time (a second click does nothing),
 * a toast on success, and on failure a toast plus an alert above the form, which keeps its input.
 */
export function useForm<T extends TValues, TSchema extends z.ZodType, TResult>(
  options: TFormOptions<T, TSchema, TResult>,
) {
  const { initial, schema, toInput = (values) => values, validate } = options;
  const [initialValues] = useState(initial);
  const [values, setValues] = useState<T>(initial);
  const [website, setWebsite] = useState('');
  const failure = useFormFailure();

  const validation = validate ? validate(values) : validateForm(schema, toInput(values));
  const { errorDisplay, liveFields, linkedFields, editClearsAlert } = options;
  const shownErrors = useFormErrors({
    initialValues,
    validation,
    clearFailure: failure.clear,
    errorDisplay,
    liveFields,
    linkedFields,
    editClearsAlert,
  });
  const { touch, errorOf } = shownErrors;

  const setValue = <K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    shownErrors.edited(name);
  };

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
    shownErrors.setRefused({});
    failure.clear();
  };

  /** Start again from the first values, or from `next` (e.g. a record opened for editing). */
  const reset = (next: T = initialValues) => {
    setValues(next);
    shownErrors.restart();
    clearMessages();
  };

  const submit = useFormSubmit(options, {
    values,
    validation,
    shownErrors,
    failure,
    website,
    reset: () => reset(),
  });

  return {
    values,
    setValue,
    touch,
    errorOf,
    errorKeyOf: shownErrors.errorKeyOf,
    errors: shownErrors.errors,
    formError: shownErrors.formError,
    /** The form-level message: an error on no field, else the failed send's. */
    alert: shownErrors.formError ?? failure.failure,
    field,
    reset,
    clearMessages,
    onSubmit: submit.onSubmit,
    pending: submit.pending,
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
