import { feedbackMessage, ZSendVerificationCodeRequest } from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { useSendVerificationCode } from '../../api/send-verification-code';
import { sendCodeErrorMessage } from '../../feedback';
import { SubmitForm } from '@/components/form/SubmitForm';
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
  const sendCode = useSendVerificationCode();
  const form = useForm({
    initial: { email: initialEmail },
    schema: ZSendVerificationCodeRequest,
    errorDisplay: 'submit',
    send: async (body) => {
      await sendCode.mutateAsync(body);
      return body.email;
    },
    sentMessage: () => feedbackMessage('verificationCodeSent', language),
    onSent,
    failMessage: (error) => sendCodeErrorMessage(error, language),
  });

  return (
    <>
      <StepHeading focusOnMount={focusHeading}>{copy.emailTitle}</StepHeading>
      <SubmitForm form={form} submitLabel={copy.sendCode} pendingLabel={copy.sendingCode}>
        <TextField
          {...form.field('email')}
          type="email"
          label={copy.emailLabel}
          hint={copy.emailHint}
          autoComplete="email"
          required
        />
      </SubmitForm>
    </>
  );
}
