import { feedbackMessage, ZSendVerificationCodeRequest } from '@academy/contracts';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useFormFailure } from '@/components/form/use-form-failure';
import { useFormValues } from '@/components/form/use-form-values';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useLanguage, useT } from '@/i18n/use-language';
import { useSendVerificationCode } from '../../api/send-verification-code';
import { sendCodeErrorMessage } from '../../feedback';
import { StepHeading } from './StepHeading';

type TEmailStepProps = {
  initialEmail: string;
  focusHeading: boolean;
  onSent: (email: string) => void;
};

/** Step 1: the account's email; a 6-digit code is sent to it. */
export function EmailStep({ initialEmail, focusHeading, onSent }: TEmailStepProps) {
  const t = useT();
  const copy = t.auth.forgotPassword;
  const { language } = useLanguage();
  const form = useFormValues({ email: initialEmail });
  const sendCode = useSendVerificationCode();
  const submit = useSingleFlight();
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void submit.run(async () => {
      const body = form.check(ZSendVerificationCodeRequest, formElement);
      if (!body) return;
      failure.clear();
      try {
        await sendCode.mutateAsync(body);
        toast.success(feedbackMessage('verificationCodeSent', language));
        onSent(body.email);
      } catch (error) {
        failure.fail(sendCodeErrorMessage(error, language));
      }
    });
  };

  return (
    <>
      <StepHeading focusOnMount={focusHeading}>{copy.emailTitle}</StepHeading>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormAlert message={failure.failure} />
        <TextField
          {...form.field('email')}
          type="email"
          label={copy.emailLabel}
          hint={copy.emailHint}
          autoComplete="email"
          required
        />
        <SubmitButton
          pending={submit.pending}
          label={copy.sendCode}
          pendingLabel={copy.sendingCode}
        />
      </form>
    </>
  );
}
