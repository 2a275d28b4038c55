import { TextField } from '@/components/form/TextField';
import type { TFieldBinding } from '@/components/form/use-form';

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
