import type { FormEvent, ReactNode } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import pageStyles from '@/components/form/FormPage.module.css';
import { Honeypot } from '@/components/form/Honeypot';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useT } from '@/i18n/use-language';

/** The parts of `useForm` the frame binds. */
type TApplicationSubmit = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  failure: string | null;
  honeypotProps: { value: string; onChange: (value: string) => void };
};

type TApplicationFormProps = {
  label: string;
  submit: TApplicationSubmit;
  submitLabel: string;
  pendingLabel: string;
  /** Added to the form's classes, e.g. for wider gaps between its sections. */
  className?: string;
  children: ReactNode;
};

/**
 * The frame both application forms share: the server's error on top, then the form's own
 * sections, then the honeypot, the privacy note and the submit button.
 */
export function ApplicationForm({
  label,
  submit,
  submitLabel,
  pendingLabel,
  className,
  children,
}: TApplicationFormProps) {
  const copy = useT().applications.form;
  return (
    <form
      className={[formStyles.form, pageStyles.card, className].filter(Boolean).join(' ')}
      aria-label={label}
      onSubmit={submit.onSubmit}
      noValidate
    >
      <FormAlert message={submit.failure} />
      {children}
      <Honeypot label={copy.honeypotLabel} {...submit.honeypotProps} />
      <p className={formStyles.hint}>{copy.privacyNote}</p>
      <SubmitButton pending={submit.pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
