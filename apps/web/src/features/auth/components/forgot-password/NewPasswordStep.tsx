import { ZNewPasswordWithConfirmation } from '@academy/contracts';
import type { FormEvent } from 'react';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useFormValues } from '@/components/form/use-form-values';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { useResetPassword } from '../../api/reset-password';
import { serverMessageOr } from '../../feedback';
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
  const form = useFormValues({ newPassword: '', confirmPassword: '' });
  const resetPassword = useResetPassword();
  const submit = useSingleFlight();
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void submit.run(async () => {
      const body = form.check(ZNewPasswordWithConfirmation, formElement);
      if (!body) return;
      failure.clear();
      try {
        await resetPassword.mutateAsync({ email, newPassword: body.newPassword, resetToken });
        onReset();
      } catch (error) {
        failure.fail(serverMessageOr(error, 'passwordResetFailed', language));
      }
    });
  };

  return (
    <>
      <StepHeading focusOnMount={focusHeading}>{copy.newPasswordTitle}</StepHeading>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={failure.failure} />
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
          pending={submit.pending}
          label={copy.submitReset}
          pendingLabel={copy.resetting}
        />
      </form>
    </>
  );
}
