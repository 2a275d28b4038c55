import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { Modal } from '@/components/modal/Modal';
import type { TModalProps } from '@/components/modal/Modal';
import { FormFooter } from './FormFooter';
import type { TSubmitButtonProps } from './FormFooter';

type TFormModalProps = Omit<TModalProps, 'open' | 'footer'> & {
  /** Open unless told otherwise. */
  open?: boolean;
  formClassName: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form-level message above the fields; nothing shows without one. */
  alert?: string | null;
  cancelText: string;
  /** The footer's send button, which reaches the form by its id. */
  submit: Omit<TSubmitButtonProps, 'formId'>;
  children: ReactNode;
};

/** A staff modal around one form: the form's alert and fields, then cancel and send below. */
export function FormModal({
  open = true,
  formClassName,
  onSubmit,
  alert,
  cancelText,
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
        <FormFooter formId={formId} cancelText={cancelText} onCancel={modal.onClose} {...submit} />
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        <FormAlert message={alert ?? null} />
        {children}
      </form>
    </Modal>
  );
}
