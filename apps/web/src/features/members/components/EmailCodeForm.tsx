import {
  feedbackMessage,
  VERIFICATION_CODE,
  VERIFICATION_CODE_LENGTH,
  validateEmailChangeCode,
  validationMessage,
} from '@academy/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/form/TextField';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useRequestEmailChange } from '../api/request-email-change';
import { useUpdateEmail } from '../api/update-email';
import { memberErrorMessage } from '@/components/member-area/member-error';
import styles from '@/components/member-area/Member.module.css';

type TEmailCodeFormProps = { email: string; onDone: () => void; onCancel: () => void };

/** The second step of the inline email edit: the code sent to the new address confirms it. */
export function EmailCodeForm({ email, onDone, onCancel }: TEmailCodeFormProps) {
  const copy = useT().member.dashboard;
  const cancelLabel = useT().member.common.cancel;
  const { language } = useLanguage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateEmail();
  const resend = useRequestEmailChange();

  const fail = (failure: unknown, fallback: 'emailUpdateFailed' | 'verificationCodeSendFailed') => {
    const message = memberErrorMessage(failure, fallback, language);
    setError(message);
    toast.error(message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const problem = validateEmailChangeCode(code);
    if (problem) {
      setError(validationMessage(problem, language));
      return;
    }
    update.mutate(
      { email, code: code.trim() },
      {
        onSuccess: () => {
          toast.success(feedbackMessage('emailUpdated', language));
          onDone();
        },
        onError: (failure) => fail(failure, 'emailUpdateFailed'),
      },
    );
  };

  const onResend = () => {
    if (resend.isPending) return;
    setError(null);
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          setCode('');
          toast.success(feedbackMessage('emailChangeCodeSent', language));
        },
        onError: (failure) => fail(failure, 'verificationCodeSendFailed'),
      },
    );
  };

  return (
    <form className={styles.emailForm} onSubmit={onSubmit} noValidate>
      <p className={styles.emailCodeLead}>
        {format(copy.emailCodeSentTo, { email, minutes: VERIFICATION_CODE.TTL_MINUTES })}
      </p>
      <TextField
        label={copy.emailCodeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        autoFocus
        value={code}
        error={error ?? undefined}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <div className={styles.inlineRow}>
        <button
          type="submit"
          className={`${styles.smallButton} ${styles.primaryButton}`}
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? copy.confirmingEmail : copy.confirmEmail}
        </button>
        <button
          type="button"
          className={styles.smallButton}
          onClick={onResend}
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
        >
          {resend.isPending ? copy.resendingEmailCode : copy.resendEmailCode}
        </button>
        <button type="button" className={styles.smallButton} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
