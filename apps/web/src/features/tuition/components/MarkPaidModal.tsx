import {
  TUITION_MESSAGES,
  TUITION_PAYMENT_METHOD_LABELS,
  TUITION_PAYMENT_METHODS,
  TUITION_TEXT_MAX_LENGTH,
} from '@academy/contracts';
import type { TTuitionDue, TTuitionPaymentMethod } from '@academy/contracts';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import { useLanguage, useT } from '@/i18n/use-language';
import { DueFormModal, useDueUpdateForm } from './DueFormModal';

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
  const form = useDueUpdateForm({
    due,
    copy,
    initial: { paidAt: today, method: USUAL_METHOD, note: '' },
    toInput: ({ paidAt, method, note }) => ({
      paid: true,
      paidAt,
      method,
      ...(note.trim() === '' ? {} : { note }),
    }),
    sentText: TUITION_MESSAGES.markedPaid,
    onClose,
  });

  return (
    <DueFormModal due={due} copy={copy} form={form} onClose={onClose}>
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
    </DueFormModal>
  );
}
