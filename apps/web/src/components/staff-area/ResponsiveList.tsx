import type { Key, ReactNode } from 'react';
import styles from './Staff.module.css';
import { StatusBadge } from './StatusBadge';

type TResponsiveListProps<TItem> = {
  /** Names both the table and the card list. */
  label: string;
  columns: readonly string[];
  items: readonly TItem[];
  itemKey: (item: TItem) => Key;
  /** The cells of one table row. */
  row: (item: TItem) => ReactNode;
  /** The inside of one card. */
  card: (item: TItem) => ReactNode;
};

/**
 * A staff list as a table on wide screens and as cards at 1024 px and below (docs/product/constants.md): both are
 * rendered and the stylesheet shows one, so each needs the list's name.
 */
export function ResponsiveList<TItem>({
  label,
  columns,
  items,
  itemKey,
  row,
  card,
}: TResponsiveListProps<TItem>) {
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={itemKey(item)}>{row(item)}</tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.cards} aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)} className={styles.card}>
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

type TCardHeaderProps = {
  title: ReactNode;
  status: string;
  statusLabel: string;
  /** One level below the heading the list sits under. */
  heading?: 'h2' | 'h3';
};

/** A card's title with its status badge. */
export function CardHeader({
  title,
  status,
  statusLabel,
  heading: Heading = 'h2',
}: TCardHeaderProps) {
  return (
    <div className={styles.cardHeader}>
      <Heading className={styles.cardTitle}>{title}</Heading>
      <StatusBadge status={status} label={statusLabel} />
    </div>
  );
}
