import { pickText, TUITION_STATUS_LABELS } from '@academy/contracts';
import type { TTuitionDue } from '@academy/contracts';
import { FactList } from '@/components/staff-area/Facts';
import { CardHeader, ResponsiveList } from '@/components/staff-area/ResponsiveList';
import staff from '@/components/staff-area/Staff.module.css';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { amountText, methodText, prorationText } from './tuition-text';
import styles from './Tuition.module.css';

/** The table's columns, left to right. */
const COLUMNS = ['member', 'amount', 'dueDate', 'state', 'actions'] as const;

type TTuitionListProps = {
  label: string;
  dues: readonly TTuitionDue[];
  /** Dues whose payment is being undone: their buttons wait. */
  busyIds: readonly number[];
  onMarkPaid: (due: TTuitionDue) => void;
  onUndo: (due: TTuitionDue) => void;
  onAdjust: (due: TTuitionDue) => void;
};

/**
 * A month's dues (docs/product/tuition.md): a table above 1024 px and cards at 1024 px and
 * below, both rendered and one shown by the stylesheet, as the other staff lists.
 */
export function TuitionList({
  label,
  dues,
  busyIds,
  onMarkPaid,
  onUndo,
  onAdjust,
}: TTuitionListProps) {
  const copy = useT().tuition.staff;
  const { language } = useLanguage();
  const status = (due: TTuitionDue) => (due.paid ? 'paid' : 'unpaid');

  const amount = (due: TTuitionDue) => (
    <>
      <span className={styles.amount}>{amountText(due.amount, language)}</span>
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

  /** When it was paid and how, its note, or when its member was last reminded. */
  const details = (due: TTuitionDue) =>
    Object.entries({
      paid:
        due.paid && due.paidAt && due.method
          ? format(copy.paidOn, { date: due.paidAt, method: methodText(due.method, language) })
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
            <span key={kind} className={styles.detail}>
              {line}
            </span>,
          ],
    );

  const badge = (due: TTuitionDue) => (
    <StatusBadge
      status={status(due)}
      label={pickText(TUITION_STATUS_LABELS[status(due)], language)}
    />
  );

  const actions = (due: TTuitionDue) => {
    const busy = busyIds.includes(due.id);
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
  };

  return (
    <ResponsiveList
      label={label}
      columns={COLUMNS.map((column) => copy.columns[column])}
      items={dues}
      itemKey={(due) => due.id}
      row={(due) => (
        <>
          <th scope="row">
            {due.memberName}
            <span className={styles.loginId}>{due.loginId}</span>
          </th>
          <td>{amount(due)}</td>
          <td>{due.dueDate}</td>
          <td>
            {badge(due)}
            {details(due)}
          </td>
          <td>{actions(due)}</td>
        </>
      )}
      card={(due) => (
        <>
          <CardHeader
            title={due.memberName}
            status={status(due)}
            statusLabel={pickText(TUITION_STATUS_LABELS[status(due)], language)}
            heading="h3"
          />
          <FactList
            facts={[
              [copy.columns.loginId, due.loginId],
              [copy.columns.amount, amount(due)],
              [copy.columns.dueDate, due.dueDate],
              ...(details(due).length > 0 ? [[copy.columns.state, details(due)] as const] : []),
            ]}
          />
          {actions(due)}
        </>
      )}
    />
  );
}
