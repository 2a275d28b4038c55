import { feedbackMessage, ZNewPasswordWithConfirmation } from '@academy/contracts';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useResetPassword } from '../../api/reset-password';
import { SubmitForm } from '@/components/form/SubmitForm';
import { NewPasswordFields } from '../AccountForm';
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
      <SubmitForm form={form} submitLabel={copy.submitReset} pendingLabel={copy.resetting}>
        <NewPasswordFields
          newPassword={form.field('newPassword')}
          confirmPassword={form.field('confirmPassword')}
          copy={copy}
        />
      </SubmitForm>
    </>
  );
}
