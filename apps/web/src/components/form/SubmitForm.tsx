import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './FormAlert';
import styles from './Form.module.css';
import { SubmitButton } from './SubmitButton';

type TSubmitFormProps = {
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    failure: string | null;
    pending: boolean;
  };
  submitLabel: string;
  pendingLabel: string;
  /** The id of the heading that names the form, where one does. */
  labelledBy?: string;
  children: ReactNode;
};

/** A short form: the failure alert, the fields, one submit (sign-in, passwords, staff panels). */
export function SubmitForm({
  form,
  submitLabel,
  pendingLabel,
  labelledBy,
  children,
}: TSubmitFormProps) {
  return (
    <form className={styles.form} aria-labelledby={labelledBy} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.failure} />
      {children}
      <SubmitButton pending={form.pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
