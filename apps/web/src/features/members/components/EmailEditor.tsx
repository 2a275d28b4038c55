import { feedbackMessage, validateEmailChange, validationMessage } from '@academy/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/form/TextField';
import { useLanguage, useT } from '@/i18n/use-language';
import { useRequestEmailChange } from '../api/request-email-change';
import { memberErrorMessage } from '@/components/member-area/member-error';
import { EmailCodeForm } from './EmailCodeForm';
import styles from '@/components/member-area/Member.module.css';

type TEmailEditorProps = { email: string | null };

/**
 * Inline email edit: required, well-formed and different from the current address. The very
 * same text just closes the editor; a variant of it (case, spaces) says it is the same. A new
 * address is confirmed with a code sent to it, so a borrowed session alone cannot move the
 * account's mail elsewhere.
 */
export function EmailEditor({ email }: TEmailEditorProps) {
  const t = useT();
  const copy = t.member.dashboard;
  const cancelLabel = t.member.common.cancel;
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const requestChange = useRequestEmailChange();

  const open = () => {
    setValue(email ?? '');
    setError(null);
    setCodeSentTo(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setCodeSentTo(null);
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (requestChange.isPending) return;
    if (email !== null && value === email) {
      close();
      return;
    }
    const problem = validateEmailChange(value, email);
    if (problem) {
      setError(validationMessage(problem, language));
      return;
    }
    const nextEmail = value.trim();
    requestChange.mutate(
      { email: nextEmail },
      {
        onSuccess: () => {
          toast.success(feedbackMessage('emailChangeCodeSent', language));
          setCodeSentTo(nextEmail);
        },
        onError: (failure) => {
          const message = memberErrorMessage(failure, 'verificationCodeSendFailed', language);
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  if (!editing) {
    return (
      <div className={styles.inlineRow}>
        <span>{email ?? copy.emailNone}</span>
        <button type="button" className={styles.linkButton} onClick={open}>
          {copy.editEmail}
        </button>
      </div>
    );
  }

  if (codeSentTo !== null) {
    return <EmailCodeForm email={codeSentTo} onDone={close} onCancel={close} />;
  }

  return (
    <form className={styles.emailForm} onSubmit={onSubmit} noValidate>
      <TextField
        label={copy.newEmailLabel}
        type="email"
        autoComplete="email"
        autoFocus
        value={value}
        error={error ?? undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
      <div className={styles.inlineRow}>
        <button
          type="submit"
          className={`${styles.smallButton} ${styles.primaryButton}`}
          disabled={requestChange.isPending}
          aria-busy={requestChange.isPending || undefined}
        >
          {requestChange.isPending ? copy.sendingEmailCode : copy.sendEmailCode}
        </button>
        <button type="button" className={styles.smallButton} onClick={close}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
