import { feedbackMessage, validateEmailChange, validationMessage } from '@academy/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/form/TextField';
import { useLanguage, useT } from '@/i18n/use-language';
import { useUpdateEmail } from '../api/update-email';
import { memberErrorMessage } from '../member-error';
import styles from './Member.module.css';

type TEmailEditorProps = { email: string | null };

/**
 * SPEC §5 inline email edit: required, well-formed and different from the current address. The
 * very same text just closes the editor; a variant of it (case, spaces) says it is the same.
 */
export function EmailEditor({ email }: TEmailEditorProps) {
  const t = useT();
  const copy = t.member.dashboard;
  const cancelLabel = t.member.common.cancel;
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateEmail();

  const open = () => {
    setValue(email ?? '');
    setError(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (email !== null && value === email) {
      close();
      return;
    }
    const problem = validateEmailChange(value, email);
    if (problem) {
      setError(validationMessage(problem, language));
      return;
    }
    update.mutate(
      { email: value.trim() },
      {
        onSuccess: () => {
          toast.success(feedbackMessage('emailUpdated', language));
          close();
        },
        onError: (failure) => {
          const message = memberErrorMessage(failure, 'emailUpdateFailed', language);
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
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? copy.savingEmail : copy.saveEmail}
        </button>
        <button type="button" className={styles.smallButton} onClick={close}>
          {cancelLabel}
        </button>
      </div>
    </form>
  );
}
