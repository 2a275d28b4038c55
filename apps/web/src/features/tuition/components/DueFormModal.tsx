import { pickText, ZTuitionUpdate, type TBilingualText } from '@academy/contracts';
import type { TTuitionDue } from '@academy/contracts';
import type { ReactNode } from 'react';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { FormModal } from '@/components/staff-area/FormModal';
import type { TModalForm } from '@/components/staff-area/FormModal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useUpdateDue } from '../api/update-due';
import { amountText, deadlineText, monthText } from './tuition-text';
import styles from './Tuition.module.css';

/** The words every due dialog has: who and which month in the title and description. */
type TDueFormCopy = {
  title: string;
  description: string;
  submit: string;
  submitting: string;
  cancel: string;
  failed: string;
};

type TDueFormOptions<T extends Record<string, unknown>> = {
  due: TTuitionDue;
  copy: TDueFormCopy;
  initial: T;
  toInput: (values: T) => unknown;
  /** Said when the server answers no message of its own. */
  sentText: TBilingualText;
  onClose: () => void;
};

/**
 * One change to one due (docs/product/tuition.md), sent through PATCH /tuition/{id}: the
 * request, its toasts and closing on success are the same for every due dialog.
 */
export function useDueUpdateForm<T extends Record<string, unknown>>(options: TDueFormOptions<T>) {
  const { due, copy, initial, toInput, sentText, onClose } = options;
  const { language } = useLanguage();
  const update = useUpdateDue();
  return useDialogForm({
    initial,
    schema: ZTuitionUpdate,
    toInput,
    send: (body) => update.mutateAsync({ id: due.id, body }),
    onClose,
    sentText: pickText(sentText, language),
    failText: copy.failed,
  });
}

type TDueFormModalProps = {
  due: TTuitionDue;
  copy: TDueFormCopy;
  form: TModalForm;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The dialog around a due form: the member and month named, the amount shown, and a note when a
 * virtual account waits on the due, as saving closes it (decision 0063).
 */
export function DueFormModal({ due, copy, form, onClose, children }: TDueFormModalProps) {
  const { language } = useLanguage();
  const closes = useT().tuition.staff.closesAccount;
  return (
    <FormModal
      onClose={onClose}
      title={format(copy.title, { name: due.memberName })}
      description={format(copy.description, {
        month: monthText(due.month, language),
        amount: amountText(due.amount, language),
      })}
      form={form}
      buttons={copy}
    >
      {due.waitingAccount && (
        <p className={styles.waiting} role="note">
          {format(closes, {
            deadline: deadlineText(due.waitingAccount.depositDeadline, language),
          })}
        </p>
      )}
      {children}
    </FormModal>
  );
}
