import { feedbackMessage, ZNewPasswordWithConfirmation } from '@academy/contracts';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useResetPassword } from '../../api/reset-password';
import { StepHeading } from './StepHeading';

type TNewPasswordStepProps = {
  email: string;
  resetToken: string;
  focusHeading: boolean;
  onReset: () => void;
};

/** Step 3: the new password, twice, sent with the one-time token from step 2. */
export function NewPasswordStep(props: TNewPasswordStepProps) {
  const { email, resetToken, focusHeading, onReset } = props;
  const t = useT();
  const copy = t.auth.forgotPassword;
  const { language } = useLanguage();
  const resetPassword = useResetPassword();
  const form = useForm({
    initial: { newPassword: '', confirmPassword: '' },
    schema: ZNewPasswordWithConfirmation,
    errorDisplay: 'submit',
    send: ({ newPassword }) => resetPassword.mutateAsync({ email, newPassword, resetToken }),
    onSent: onReset,
    failMessage: (error) => errorMessageOf(error, feedbackMessage('passwordResetFailed', language)),
  });

  return (
    <>
      <StepHeading focusOnMount={focusHeading}>{copy.newPasswordTitle}</StepHeading>
      <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.failure} />
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
        <SubmitButton
          pending={form.pending}
          label={copy.submitReset}
          pendingLabel={copy.resetting}
        />
      </form>
    </>
  );
}
