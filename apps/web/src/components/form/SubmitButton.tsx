import styles from './Form.module.css';

type TSubmitButtonProps = {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
};

/** Disabled while the form is submitting, so a second submit is impossible. */
export function SubmitButton({ pending, label, pendingLabel, disabled }: TSubmitButtonProps) {
  return (
    <button
      type="submit"
      className={styles.submit}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
