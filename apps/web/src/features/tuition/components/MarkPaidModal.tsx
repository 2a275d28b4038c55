import {
  pickText,
  TOASTS,
  TUITION_MESSAGES,
  TUITION_PAYMENT_METHOD_LABELS,
  TUITION_PAYMENT_METHODS,
  TUITION_TEXT_MAX_LENGTH,
  ZTuitionUpdate,
} from '@academy/contracts';
import type { TTuitionDue, TTuitionPaymentMethod } from '@academy/contracts';
import toast from 'react-hot-toast';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { FormModal } from '@/components/staff-area/FormModal';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import styles from '@/components/staff-area/UserEdit.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useUpdateDue } from '../api/update-due';
import { amountText, monthText } from './tuition-text';

/** Most members pay by bank transfer; staff change it for the others. */
const USUAL_METHOD: TTuitionPaymentMethod = 'bank_transfer';

type TMarkPaidModalProps = {
  due: TTuitionDue;
  /** Today in Seoul: the default and the latest payment date. */
  today: string;
  onClose: () => void;
};

/**
 * Records a due as paid (docs/product/tuition.md): the day, today unless told otherwise, the
 * method and an optional note. The server refuses a day in the future or too early.
 */
export function MarkPaidModal({ due, today, onClose }: TMarkPaidModalProps) {
  const copy = useT().tuition.staff.payForm;
  const { language } = useLanguage();
  const update = useUpdateDue();
  const form = useForm({
    initial: { paidAt: today, method: USUAL_METHOD, note: '' },
    schema: ZTuitionUpdate,
    toInput: ({ paidAt, method, note }) => ({
      paid: true,
      paidAt,
      method,
      ...(note.trim() === '' ? {} : { note }),
    }),
    errorDisplay: 'submit',
    send: (body) => update.mutateAsync({ id: due.id, body }),
    onSent: ({ message }) => {
      toast.success(message || pickText(TUITION_MESSAGES.markedPaid, language), {
        duration: TOASTS.STAFF_SUCCESS_MS,
      });
      onClose();
    },
    failMessage: (error) => errorMessageOf(error, copy.failed),
    announceFailure: (message) => toast.error(message, { duration: TOASTS.STAFF_ERROR_MS }),
  });

  return (
    <FormModal
      onClose={onClose}
      title={format(copy.title, { name: due.memberName })}
      description={format(copy.description, {
        month: monthText(due.month, language),
        amount: amountText(due.amount, language),
      })}
      formClassName={styles.form}
      onSubmit={form.onSubmit}
      alert={form.formError ?? form.failure}
      cancelText={copy.cancel}
      submit={{ pending: form.pending, text: copy.submit, pendingText: copy.submitting }}
    >
      <TextField {...form.field('paidAt')} type="date" label={copy.paidAt} max={today} required />
      <SelectField
        name="method"
        label={copy.method}
        value={form.values.method}
        error={form.errorOf('method')}
        required
        onChange={(event) => {
          const method = TUITION_PAYMENT_METHODS.find((value) => value === event.target.value);
          if (method) form.setValue('method', method);
        }}
      >
        {labelledOptions(TUITION_PAYMENT_METHODS, TUITION_PAYMENT_METHOD_LABELS, language).map(
          (option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </SelectField>
      <TextField {...form.field('note')} label={copy.note} maxLength={TUITION_TEXT_MAX_LENGTH} />
    </FormModal>
  );
}
