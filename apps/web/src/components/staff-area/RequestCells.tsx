import type { ReactNode } from 'react';
import table from './RequestTable.module.css';
import styles from './Staff.module.css';
import { formatAcademyDate } from './staff-dates';
import { StatusBadge } from './StatusBadge';

/** A table cell holding a row's status badge. */
export function StatusCell({ status, label }: { status: string; label: string }) {
  return (
    <td>
      <StatusBadge status={status} label={label} />
    </td>
  );
}

/** A table cell with a date (the day a request came in), kept on one line. */
export function DateCell({ at }: { at: string }) {
  return <td className={table.nowrap}>{formatAcademyDate(at)}</td>;
}

/** One labelled line under a card's title: "label: value". */
export function CardMeta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className={styles.cardMeta}>
      {label}: {children}
    </p>
  );
}

/** The last columns' headings of a request table: status, the day it came in, actions. */
export function requestTailColumns(common: { status: string; createdAt: string; actions: string }) {
  return [common.status, common.createdAt, common.actions];
}

/** The last cells of a request table's row, under `requestTailColumns`; `children` are the actions. */
export function RequestTailCells({
  status,
  label,
  at,
  children,
}: {
  status: string;
  label: string;
  at: string;
  children: ReactNode;
}) {
  return (
    <>
      <StatusCell status={status} label={label} />
      <DateCell at={at} />
      <td>{children}</td>
    </>
  );
}
