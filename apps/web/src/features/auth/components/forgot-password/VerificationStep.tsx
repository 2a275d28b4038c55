import {
  feedbackMessage,
  VERIFICATION_CODE_LENGTH,
  ZVerifyEmailCodeRequest,
} from '@academy/contracts';
import toast from 'react-hot-toast';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useSendVerificationCode } from '../../api/send-verification-code';
import { useVerifyEmailCode } from '../../api/verify-email-code';
import { sendCodeErrorMessage } from '../../feedback';
import { useCountdown } from '../../hooks/use-countdown';
import {
  VERIFICATION_CODE_VALIDITY_MINUTES,
  VERIFICATION_CODE_VALIDITY_MS,
} from '../../verification-code';
import { CodeCountdown } from './CodeCountdown';
import styles from './ForgotPassword.module.css';
import { StepHeading } from './StepHeading';

type TVerificationStepProps = {
  email: string;
  deadlineMs: number;
  focusHeading: boolean;
  onResent: () => void;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
};

/** Step 2: the emailed code, with its 10-minute countdown and a resend. */
export function VerificationStep(props: TVerificationStepProps) {
  const t = useT();
  const copy = t.auth.forgotPassword;
  const { language } = useLanguage();
  const verifyCode = useVerifyEmailCode();
  const sendCode = useSendVerificationCode();
  const resending = useSingleFlight();
  const remainingMs = useCountdown(props.deadlineMs, VERIFICATION_CODE_VALIDITY_MS);
  const form = useForm({
    initial: { code: '' },
    schema: ZVerifyEmailCodeRequest,
    toInput: (values) => ({ email: props.email, ...values }),
    errorDisplay: 'submit',
    send: (body) => verifyCode.mutateAsync(body),
    sentMessage: () => feedbackMessage('verificationComplete', language),
    onSent: props.onVerified,
    failMessage: (error) =>
      errorMessageOf(error, feedbackMessage('verificationCodeVerifyFailed', language)),
  });

  const onResend = () =>
    void resending.run(async () => {
      form.clearFailure();
      try {
        await sendCode.mutateAsync({ email: props.email });
        toast.success(feedbackMessage('verificationCodeSent', language));
        form.reset();
        props.onResent();
      } catch (error) {
        form.fail(sendCodeErrorMessage(error, language));
      }
    });

  return (
    <>
      <StepHeading focusOnMount={props.focusHeading}>{copy.verificationTitle}</StepHeading>
      <p className={styles.lead}>
        {format(copy.codeSentTo, { email: props.email })} {copy.codeLinkHint}
      </p>
      <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.failure} />
        <TextField
          {...form.field('code')}
          label={copy.codeLabel}
          hint={format(copy.codeHint, { minutes: VERIFICATION_CODE_VALIDITY_MINUTES })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          required
        />
        <CodeCountdown remainingMs={remainingMs} />
        <div className={styles.actions}>
          <SubmitButton
            pending={form.pending}
            disabled={remainingMs === 0}
            label={copy.verify}
            pendingLabel={copy.verifying}
          />
          <button
            type="button"
            className={formStyles.secondary}
            onClick={onResend}
            disabled={resending.pending}
          >
            {resending.pending ? copy.resending : copy.resend}
          </button>
          <button type="button" className={formStyles.secondary} onClick={props.onChangeEmail}>
            {copy.changeEmail}
          </button>
        </div>
      </form>
    </>
  );
}
