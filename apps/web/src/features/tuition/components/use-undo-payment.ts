import { pickText, TUITION_MESSAGES } from '@academy/contracts';
import type { TTuitionDue } from '@academy/contracts';
import { toastOutcome } from '@/components/staff-area/staff-toast';
import { usePerItemFlight } from '@/components/staff-area/use-per-item-flight';
import { useConfirm } from '@/components/dialogs/dialogs-context';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useUpdateDue } from '../api/update-due';
import { monthText } from './tuition-text';

/**
 * Undoing a recorded payment (docs/product/tuition.md): asked first, one per due at a time; the
 * server clears the paid date, method and note.
 */
export function useUndoPayment() {
  const copy = useT().tuition.staff;
  const { language } = useLanguage();
  const update = useUpdateDue();
  const flight = usePerItemFlight();
  const ask = useConfirm();

  const undo = async (due: TTuitionDue) => {
    const question = format(copy.undoConfirm, {
      name: due.memberName,
      month: monthText(due.month, language),
    });
    if (!(await ask({ question, confirmLabel: copy.undo, tone: 'danger' }))) return;
    await flight.run(due.id, () =>
      toastOutcome(
        update.mutateAsync({ id: due.id, body: { paid: false } }),
        ({ message }) => message || pickText(TUITION_MESSAGES.paymentUndone, language),
        copy.undoFailed,
      ),
    );
  };

  return { undoingIds: flight.busyIds, undo };
}
