import { feedbackMessage, ZChangePasswordForm } from '@academy/contracts';
import styles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';

/** docs/product/screens-and-routes.md /user/change-password: current password, then the new one twice. */
export function ChangePasswordForm() {
  const t = useT();
  const copy = t.auth.changePassword;
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
    failMessage: (error) =>
      errorMessageOf(error, feedbackMessage('passwordChangeFailed', language)),
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.failure} />
      <TextField
        {...form.field('currentPassword')}
        type="password"
        label={copy.currentPasswordLabel}
        autoComplete="current-password"
        required
      />
      <TextField
        {...form.field('newPassword')}
        type="password"
        label={copy.newPasswordLabel}
        hint={copy.newPasswordHint}
        autoComplete="new-password"
        required
      />
      <TextField
        {...form.field('confirmPassword')}
        type="password"
        label={copy.confirmPasswordLabel}
        autoComplete="new-password"
        required
      />
      <SubmitButton pending={form.pending} label={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
