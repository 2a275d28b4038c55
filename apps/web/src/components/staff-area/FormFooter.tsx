import styles from './Staff.module.css';

export type TSubmitButtonProps = {
  /** The footer sits outside the form, so the button reaches it by id. */
  formId: string;
  pending: boolean;
  text: string;
  pendingText: string;
  danger?: boolean;
  /** Also disabled while the form cannot be sent yet. */
  blocked?: boolean;
  describedBy?: string;
};

/** A modal form's submit button: disabled and busy while the form is being sent. */
export function SubmitButton({
  formId,
  pending,
  text,
  pendingText,
  danger = false,
  blocked = false,
  describedBy,
}: TSubmitButtonProps) {
  return (
    <button
      type="submit"
      form={formId}
      className={danger ? styles.dangerButton : styles.primaryButton}
      disabled={blocked || pending}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
    >
      {pending ? pendingText : text}
    </button>
  );
}

type TFormFooterProps = TSubmitButtonProps & {
  cancelText: string;
  onCancel: () => void;
};

/** A modal form's footer: leave without sending, or send. */
export function FormFooter({ cancelText, onCancel, ...submit }: TFormFooterProps) {
  return (
    <>
      <button type="button" className={styles.button} onClick={onCancel}>
        {cancelText}
      </button>
      <SubmitButton {...submit} />
    </>
  );
}
