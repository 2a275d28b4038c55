import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { MemberButton } from '@/components/member-area/MemberButton';
import { useT } from '@/i18n/use-language';
import styles from '@/components/member-area/Member.module.css';

type TFieldProps = {
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

type TFailure = { failure: string | null; clearFailure: () => void };

/**
 * The one field of an inline email edit step: a refusal (wrong value or failed send) shows on
 * it until it is edited, and Escape leaves the edit.
 */
export function inlineFieldProps<T extends TFieldProps>(
  field: T,
  form: TFailure,
  onCancel: () => void,
) {
  return {
    ...field,
    error: field.error ?? form.failure ?? undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      field.onChange(event);
      form.clearFailure();
    },
    autoFocus: true,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    },
  };
}

type TInlineActionsProps = {
  pending: boolean;
  label: string;
  pendingLabel: string;
  onCancel: () => void;
  /** Further buttons between sending and cancelling. */
  children?: ReactNode;
};

/** An inline email edit step's buttons: send, any others, cancel. */
export function InlineActions({
  pending,
  label,
  pendingLabel,
  onCancel,
  children,
}: TInlineActionsProps) {
  const cancel = useT().member.common.cancel;
  return (
    <div className={styles.inlineRow}>
      <button
        type="submit"
        className={`${styles.smallButton} ${styles.primaryButton}`}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? pendingLabel : label}
      </button>
      {children}
      <MemberButton onClick={onCancel}>{cancel}</MemberButton>
    </div>
  );
}
