import { feedbackMessage, ZChangePasswordForm } from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';
import { SubmitForm } from '@/components/form/SubmitForm';
import { NewPasswordFields } from './AccountForm';

type TChangePasswordFormProps = {
  /** The words of the new-password screen, where the current password is the temporary one. */
  copy?: { currentPasswordLabel: string; submit: string };
  /** After the server took the new password (the success toast shows either way). */
  onChanged?: () => void;
};

/**
 * docs/product/screens-and-routes.md /user/change-password, and /new-password: the current
 * password, then the new one twice.
 */
export function ChangePasswordForm({ copy: override, onChanged }: TChangePasswordFormProps) {
  const t = useT();
  const copy = { ...t.auth.changePassword, ...override };
  const { language } = useLanguage();
  const changePassword = useChangePassword();
  const form = useForm({
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    schema: ZChangePasswordForm,
    errorDisplay: 'submit',
    send: ({ currentPassword, newPassword }) =>
      changePassword.mutateAsync({ currentPassword, newPassword }),
    sentMessage: () => feedbackMessage('passwordChanged', language),
    resetOnSent: true,
    onSent: onChanged,
    failMessage: (error) =>
      errorMessageOf(error, feedbackMessage('passwordChangeFailed', language)),
  });

  return (
    <SubmitForm form={form} submitLabel={copy.submit} pendingLabel={copy.submitting}>
      <TextField
        {...form.field('currentPassword')}
        type="password"
        label={copy.currentPasswordLabel}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        confirmPassword={form.field('confirmPassword')}
        copy={copy}
      />
    </SubmitForm>
  );
}
