import {
  pickText,
  TOASTS,
  TUITION_AMOUNT_MAX,
  TUITION_MESSAGES,
  TUITION_TEXT_MAX_LENGTH,
  ZTuitionUpdate,
} from '@academy/contracts';
import type { TTuitionDue } from '@academy/contracts';
import toast from 'react-hot-toast';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { FormModal } from '@/components/staff-area/FormModal';
import styles from '@/components/staff-area/UserEdit.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useUpdateDue } from '../api/update-due';
import { amountText, monthText } from './tuition-text';

/**
 * An empty field is no amount: left as text it fails the amount's number check with its own
 * message, where Number('') would quietly send 0 (a waived month).
 */
const amountInput = (text: string) => (text.trim() === '' ? text : Number(text));

/** Changes a due's amount (docs/product/tuition.md): a whole number of won and the reason. */
export function AdjustAmountModal({ due, onClose }: { due: TTuitionDue; onClose: () => void }) {
  const copy = useT().tuition.staff.adjustForm;
  const { language } = useLanguage();
  const update = useUpdateDue();
  const form = useForm({
    initial: { amount: String(due.amount), reason: '' },
    schema: ZTuitionUpdate,
    toInput: ({ amount, reason }) => ({ amount: amountInput(amount), reason }),
    errorDisplay: 'submit',
    send: (body) => update.mutateAsync({ id: due.id, body }),
    onSent: ({ message }) => {
      toast.success(message || pickText(TUITION_MESSAGES.amountAdjusted, language), {
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
      <TextField
        {...form.field('amount')}
        type="number"
        inputMode="numeric"
        label={copy.amount}
        min={0}
        max={TUITION_AMOUNT_MAX}
        step={1}
        required
      />
      <TextField
        {...form.field('reason')}
        label={copy.reason}
        hint={copy.reasonHint}
        maxLength={TUITION_TEXT_MAX_LENGTH}
        required
      />
    </FormModal>
  );
}
