import { pickText, TUITION_STATUS_LABELS } from '@academy/contracts';
import type { TTuitionDue } from '@academy/contracts';
import { FactCardList } from '@/components/staff-area/FactCardList';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './Tuition.module.css';
import { DueActions, DueAmount, useDueDetails } from './TuitionDueParts';

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

  const amount = (due: TTuitionDue) => <DueAmount due={due} />;
  const details = useDueDetails();

  const badge = (due: TTuitionDue) => (
    <StatusBadge
      status={status(due)}
      label={pickText(TUITION_STATUS_LABELS[status(due)], language)}
    />
  );

  const actions = (due: TTuitionDue) => (
    <DueActions
      due={due}
      busy={busyIds.includes(due.id)}
      onMarkPaid={onMarkPaid}
      onUndo={onUndo}
      onAdjust={onAdjust}
    />
  );

  return (
    <FactCardList
      copy={{ heading: label, columns: copy.columns }}
      columns={COLUMNS}
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
      card={(due) => ({
        title: due.memberName,
        status: status(due),
        statusLabel: pickText(TUITION_STATUS_LABELS[status(due)], language),
        facts: [
          [copy.columns.loginId, due.loginId],
          [copy.columns.amount, amount(due)],
          [copy.columns.dueDate, due.dueDate],
          ...(details(due).length > 0 ? [[copy.columns.state, details(due)] as const] : []),
        ],
        actions: actions(due),
      })}
    />
  );
}
