import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { Modal } from '@/components/modal/Modal';
import type { TModalProps } from '@/components/modal/Modal';
import { FormFooter } from './FormFooter';
import type { TSubmitButtonProps } from './FormFooter';
import styles from './UserEdit.module.css';

/** The form a `FormModal` holds, e.g. what `useForm` returns. */
export type TModalForm = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Being sent: the send button waits. */
  pending: boolean;
  /** The form-level message above the fields; nothing shows without one. */
  alert?: string | null;
};

type TFormModalProps = Omit<TModalProps, 'open' | 'footer'> & {
  /** Open unless told otherwise. */
  open?: boolean;
  /** The form's layout (default: groups of fields in one column, as the member edit form). */
  formClassName?: string;
  form: TModalForm;
  /** The footer's words: leave, send, and send while sending. */
  buttons: { cancel: string; submit: string; submitting: string };
  /** More on the send button, which reaches the form by its id and waits while the form is pending. */
  submit?: Pick<TSubmitButtonProps, 'danger' | 'blocked' | 'describedBy'> & { pending?: boolean };
  children: ReactNode;
};

/** A staff modal around one form: the form's alert and fields, then cancel and send below. */
export function FormModal({
  open = true,
  formClassName = styles.form,
  form,
  buttons,
  submit,
  children,
  ...modal
}: TFormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      {...modal}
      footer={
        <FormFooter
          formId={formId}
          cancelText={buttons.cancel}
          onCancel={modal.onClose}
          text={buttons.submit}
          pendingText={buttons.submitting}
          pending={form.pending}
          {...submit}
        />
      }
    >
      <form id={formId} className={formClassName} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.alert ?? null} />
        {children}
      </form>
    </Modal>
  );
}
