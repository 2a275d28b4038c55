import { TUITION_AMOUNT_MAX, TUITION_MESSAGES, TUITION_TEXT_MAX_LENGTH } from '@academy/contracts';
import type { TTuitionDue } from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { useT } from '@/i18n/use-language';
import { DueFormModal, useDueUpdateForm } from './DueFormModal';

/**
 * An empty field is no amount: left as text it fails the amount's number check with its own
 * message, where Number('') would quietly send 0 (a waived month).
 */
const amountInput = (text: string) => (text.trim() === '' ? text : Number(text));

/** Changes a due's amount (docs/product/tuition.md): a whole number of won and the reason. */
export function AdjustAmountModal({ due, onClose }: { due: TTuitionDue; onClose: () => void }) {
  const copy = useT().tuition.staff.adjustForm;
  const form = useDueUpdateForm({
    due,
    copy,
    initial: { amount: String(due.amount), reason: '' },
    toInput: ({ amount, reason }) => ({ amount: amountInput(amount), reason }),
    sentText: TUITION_MESSAGES.amountAdjusted,
    onClose,
  });

  return (
    <DueFormModal due={due} copy={copy} form={form} onClose={onClose}>
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
    </DueFormModal>
  );
}
