import type { TTuitionDue } from '@academy/contracts';
import staff from '@/components/staff-area/Staff.module.css';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { amountText, deadlineText, discountText, methodText, prorationText } from './tuition-text';
import styles from './Tuition.module.css';

/** The due's amount, and whether it was prorated, discounted for a sibling or adjusted. */
export function DueAmount({ due }: { due: TTuitionDue }) {
  const copy = useT().tuition.staff;
  const { language } = useLanguage();
  const discount = discountText(due, language);
  return (
    <>
      <span className={styles.amount}>{amountText(due.amount, language)}</span>
      {discount && <span className={styles.detail}>{discount}</span>}
      {due.proration && (
        <span className={styles.detail}>
          {format(copy.prorated, { part: prorationText(due.proration, language) })}
        </span>
      )}
      {due.adjustment && (
        <span className={styles.detail}>
          {format(copy.adjusted, {
            reason: due.adjustment.reason,
            original: amountText(due.adjustment.originalAmount, language),
          })}
        </span>
      )}
    </>
  );
}

/** When it was paid and how, its note, or when its member was last reminded. */
export function useDueDetails() {
  const copy = useT().tuition.staff;
  const { language } = useLanguage();
  return (due: TTuitionDue) =>
    Object.entries({
      paid:
        due.paid && due.paidAt && due.method
          ? format(copy.paidOn, { date: due.paidAt, method: methodText(due.method, language) })
          : null,
      online: due.onlinePayment
        ? format(copy.paidOnline, { orderId: due.onlinePayment.orderId })
        : null,
      // Saving an amount or a payment closes it (decision 0063): staff see it before they do.
      waiting: due.waitingAccount
        ? format(copy.waitingAccount, {
            deadline: deadlineText(due.waitingAccount.depositDeadline, language),
          })
        : null,
      refunded:
        due.refundedAmount > 0
          ? format(copy.refunded, { amount: amountText(due.refundedAmount, language) })
          : null,
      note: due.note,
      reminded:
        !due.paid && due.lastRemindedOn
          ? format(copy.remindedOn, { date: due.lastRemindedOn })
          : null,
    }).flatMap(([kind, line]) =>
      line === null
        ? []
        : [
            <span key={kind} className={kind === 'waiting' ? styles.waiting : styles.detail}>
              {line}
            </span>,
          ],
    );
}

type TDueActionsProps = {
  due: TTuitionDue;
  /** Its payment is being undone: the buttons wait. */
  busy: boolean;
  onMarkPaid: (due: TTuitionDue) => void;
  onUndo: (due: TTuitionDue) => void;
  onAdjust: (due: TTuitionDue) => void;
};

/** Mark paid or undo the payment, and adjust the amount. */
export function DueActions({ due, busy, onMarkPaid, onUndo, onAdjust }: TDueActionsProps) {
  const copy = useT().tuition.staff;
  return (
    <div className={staff.actions}>
      {due.paid ? (
        <StaffButton
          tone="danger"
          disabled={busy}
          busy={busy}
          aria-label={format(copy.undoLabel, { name: due.memberName })}
          onClick={() => onUndo(due)}
        >
          {copy.undo}
        </StaffButton>
      ) : (
        <StaffButton
          tone="primary"
          aria-haspopup="dialog"
          aria-label={format(copy.markPaidLabel, { name: due.memberName })}
          onClick={() => onMarkPaid(due)}
        >
          {copy.markPaid}
        </StaffButton>
      )}
      <StaffButton
        aria-haspopup="dialog"
        disabled={busy}
        aria-label={format(copy.adjustLabel, { name: due.memberName })}
        onClick={() => onAdjust(due)}
      >
        {copy.adjust}
      </StaffButton>
    </div>
  );
}
