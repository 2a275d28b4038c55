import type { FormEvent, ReactNode } from 'react';
import styles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import type { TFieldBinding } from '@/components/form/use-form';

type TAccountFormProps = {
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    failure: string | null;
    pending: boolean;
  };
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
};

/** The short account forms (sign-in, passwords): the failure alert, the fields, one submit. */
export function AccountForm({ form, submitLabel, pendingLabel, children }: TAccountFormProps) {
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.failure} />
      {children}
      <SubmitButton pending={form.pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}

type TNewPasswordFieldsProps = {
  newPassword: TFieldBinding;
  confirmPassword: TFieldBinding;
  copy: { newPasswordLabel: string; newPasswordHint: string; confirmPasswordLabel: string };
};

/** A new password and its confirmation, as the change and the reset of a password ask them. */
export function NewPasswordFields({ newPassword, confirmPassword, copy }: TNewPasswordFieldsProps) {
  return (
    <>
      <TextField
        {...newPassword}
        type="password"
        label={copy.newPasswordLabel}
        hint={copy.newPasswordHint}
        autoComplete="new-password"
        required
      />
      <TextField
        {...confirmPassword}
        type="password"
        label={copy.confirmPasswordLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
