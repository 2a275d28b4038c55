import { feedbackMessage, ZChangePasswordForm } from '@academy/contracts';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import styles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useFormValues } from '@/components/form/use-form-values';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { useChangePassword } from '../api/change-password';
import { serverMessageOr } from '../feedback';

/** docs/product/screens-and-routes.md /user/change-password: current password, then the new one twice. */
export function ChangePasswordForm() {
  const t = useT();
  const copy = t.auth.changePassword;
  const { language } = useLanguage();
  const form = useFormValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const changePassword = useChangePassword();
  const submit = useSingleFlight();
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void submit.run(async () => {
      const body = form.check(ZChangePasswordForm, formElement);
      if (!body) return;
      failure.clear();
      try {
        await changePassword.mutateAsync({
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
        });
        toast.success(feedbackMessage('passwordChanged', language));
        form.reset();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } catch (error) {
        failure.fail(serverMessageOr(error, 'passwordChangeFailed', language));
      }
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={failure.failure} />
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
      <SubmitButton pending={submit.pending} label={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
