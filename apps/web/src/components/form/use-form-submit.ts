import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import type { TFormValidation } from '@/lib/validate-form';
import type { TFormOptions, TValues } from './use-form';
import type { TFormErrors } from './use-form-errors';
import type { useFormFailure } from './use-form-failure';
import { useSingleFlight } from './use-single-flight';

/** `send` answers this to stop without sending (e.g. the user declined a confirmation). */
export const NOT_SENT = Symbol('not sent');

const toastSuccess = (message: string) => {
  toast.success(message);
};
const toastFailure = (message: string) => {
  toast.error(message);
};

type TFormSubmitState<T extends TValues, TSchema extends z.ZodType> = {
  values: T;
  validation: TFormValidation<z.output<TSchema>>;
  shownErrors: TFormErrors;
  failure: ReturnType<typeof useFormFailure>;
  reset: () => void;
  website: string;
};

/** A refused submit focuses the first invalid field; one send at a time, then it is told. */
export function useFormSubmit<T extends TValues, TSchema extends z.ZodType, TResult>(
  options: TFormOptions<T, TSchema, TResult>,
  { values, validation, shownErrors, failure, reset, website }: TFormSubmitState<T, TSchema>,
) {
  const { onRefused, honeypot = false, send, sentMessage, onSent } = options;
  const { announceSent = toastSuccess, announceFailure = toastFailure } = options;
  // A refused form whose first invalid control has no name (e.g. a custom select) gets its
  // focus once the errors are drawn.
  const [unnamedRefusal, setUnnamedRefusal] = useState<{ form: HTMLFormElement } | null>(null);
  const flight = useSingleFlight();

  useEffect(() => {
    unnamedRefusal?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [unnamedRefusal]);

  /** The parsed body, or null after showing the errors and focusing the first invalid field. */
  const check = (form: HTMLFormElement): z.output<TSchema> | null => {
    shownErrors.setSubmitted(true);
    if (validation.success) {
      shownErrors.setRefused({});
      return validation.data;
    }
    shownErrors.setRefused(validation.errors);
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
      if (options.confirm && !(await options.confirm(body))) return;
      let result: TResult | typeof NOT_SENT;
      try {
        result = await send(honeypot ? { ...body, website } : body);
      } catch (error) {
        const message = options.failMessage(error);
        failure.show(message);
        announceFailure(message);
        options.onFailed?.(error);
        return;
      }
      if (result === NOT_SENT) return;
      if (sentMessage) announceSent(sentMessage());
      if (options.resetOnSent) {
        reset();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
      await onSent?.(result);
    });
  };

  return { onSubmit, pending: flight.pending };
}
