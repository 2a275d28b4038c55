import {
  feedbackMessage,
  VERIFICATION_CODE,
  VERIFICATION_CODE_LENGTH,
  ZEmailChangeRequest,
} from '@academy/contracts';
import toast from 'react-hot-toast';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useRequestEmailChange } from '../api/request-email-change';
import { useUpdateEmail } from '../api/update-email';
import { InlineActions, inlineFieldProps } from './InlineEmailEdit';
import styles from '@/components/member-area/Member.module.css';

type TEmailCodeFormProps = { email: string; onDone: () => void; onCancel: () => void };

/**
 * The second step of the inline email edit: the code sent to the new address confirms it. A
 * refusal of the code or of a resend shows on the field until it is edited.
 */
export function EmailCodeForm({ email, onDone, onCancel }: TEmailCodeFormProps) {
  const copy = useT().member.dashboard;
  const { language } = useLanguage();
  const update = useUpdateEmail();
  const resend = useRequestEmailChange();
  const form = useForm({
    initial: { code: '' },
    schema: ZEmailChangeRequest,
    toInput: ({ code }) => ({ email, code }),
    errorDisplay: 'submit',
    send: (body) => update.mutateAsync(body),
    sentMessage: () => feedbackMessage('emailUpdated', language),
    onSent: onDone,
    failMessage: (error) => errorMessageOf(error, feedbackMessage('emailUpdateFailed', language)),
  });

  const onResend = () => {
    if (resend.isPending) return;
    form.clearFailure();
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          form.setValue('code', '');
          toast.success(feedbackMessage('emailChangeCodeSent', language));
        },
        onError: (error) =>
          form.fail(errorMessageOf(error, feedbackMessage('verificationCodeSendFailed', language))),
      },
    );
  };

  return (
    <form className={styles.emailForm} onSubmit={form.onSubmit} noValidate>
      <p className={styles.emailCodeLead}>
        {format(copy.emailCodeSentTo, { email, minutes: VERIFICATION_CODE.TTL_MINUTES })}
      </p>
      <TextField
        {...inlineFieldProps(form.field('code'), form, onCancel)}
        label={copy.emailCodeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
      />
      <InlineActions
        pending={form.pending}
        label={copy.confirmEmail}
        pendingLabel={copy.confirmingEmail}
        onCancel={onCancel}
      >
        <button
          type="button"
          className={styles.smallButton}
          onClick={onResend}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
        >
          {resend.isPending ? copy.resendingEmailCode : copy.resendEmailCode}
        </button>
      </InlineActions>
    </form>
  );
}
