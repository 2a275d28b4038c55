import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useFormFailure } from './use-form-failure';
import { useSingleFlight } from './use-single-flight';

type TFormSubmitOptions<TBody extends object> = {
  /** The checked body, or null once the form has shown its errors and focused the first. */
  check: (form: HTMLFormElement) => TBody | null;
  /** Sends the body with the honeypot's value, which people leave empty. */
  send: (body: TBody & { website: string }) => Promise<unknown>;
  sentMessage: () => string;
  /** Clears the form after a successful send; the page then scrolls back to the top. */
  onSent: () => void;
  failMessage: (error: unknown) => string;
};

/**
 * The submit of a public form (docs/product/states.md forms): one send at a time, a toast and a cleared form on
 * success, and on failure a toast plus an alert above the form, which keeps its input.
 */
export function useFormSubmit<TBody extends object>({
  check,
  send,
  sentMessage,
  onSent,
  failMessage,
}: TFormSubmitOptions<TBody>) {
  const [website, setWebsite] = useState('');
  const flight = useSingleFlight();
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void flight.run(async () => {
      const body = check(form);
      if (!body) return;
      failure.clear();
      try {
        await send({ ...body, website });
        toast.success(sentMessage());
        onSent();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch (error) {
        failure.fail(failMessage(error));
      }
    });
  };

  return {
    onSubmit,
    pending: flight.pending,
    failure: failure.failure,
    /** Props for the form's Honeypot. */
    honeypot: { value: website, onChange: setWebsite },
  };
}

export type TFormSubmit = ReturnType<typeof useFormSubmit>;
