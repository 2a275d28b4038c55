import {
  feedbackMessage,
  validationMessage,
  ZConfirmResetLinkRequest,
  type TConfirmResetLinkResponse,
} from '@academy/contracts';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { useForm } from '@/components/form/use-form';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useConfirmResetLink } from '../../api/confirm-reset-link';
import styles from './ForgotPassword.module.css';
import { StepHeading } from './StepHeading';

type TLinkStepProps = {
  token: string;
  onConfirmed: (answer: TConfirmResetLinkResponse) => void;
  onRestart: () => void;
};

/**
 * Step 2 by the e-mail's link: opening the page changes nothing (mail scanners open links by
 * themselves); the person confirms with the button, which spends the link.
 */
export function LinkStep({ token, onConfirmed, onRestart }: TLinkStepProps) {
  const copy = useT().auth.forgotPassword;
  const { language } = useLanguage();
  const confirmLink = useConfirmResetLink();
  const wellFormed = ZConfirmResetLinkRequest.safeParse({ token }).success;
  const form = useForm({
    initial: {},
    schema: ZConfirmResetLinkRequest,
    toInput: () => ({ token }),
    errorDisplay: 'submit',
    send: (body) => confirmLink.mutateAsync(body),
    sentMessage: () => feedbackMessage('verificationComplete', language),
    onSent: onConfirmed,
    failMessage: (error) =>
      errorMessageOf(error, feedbackMessage('verificationCodeVerifyFailed', language)),
  });

  return (
    <>
      <StepHeading focusOnMount={false}>{copy.linkTitle}</StepHeading>
      <p className={styles.lead}>{copy.linkLead}</p>
      <form className={formStyles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert
          message={wellFormed ? form.failure : validationMessage('resetLinkInvalid', language)}
        />
        <div className={styles.actions}>
          {wellFormed && (
            <SubmitButton
              pending={form.pending}
              label={copy.linkConfirm}
              pendingLabel={copy.linkConfirming}
            />
          )}
          <button type="button" className={formStyles.secondary} onClick={onRestart}>
            {copy.restart}
          </button>
        </div>
      </form>
    </>
  );
}
