import type { Key, ReactNode } from 'react';
import { FactList } from './Facts';
import { CardHeader, ResponsiveList } from './ResponsiveList';

/** One item's card: its title and status, its facts, then its buttons. */
type TFactCard = {
  title: ReactNode;
  status: string;
  statusLabel: string;
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  actions: ReactNode;
};

type TFactCardListProps<TItem, TColumn extends string> = {
  /** The list's name (its section's heading) and the columns' headings. */
  copy: { heading: string; columns: Record<TColumn, string> };
  /** The table's columns, left to right. */
  columns: readonly TColumn[];
  items: readonly TItem[];
  itemKey: (item: TItem) => Key;
  /** The cells of one table row. */
  row: (item: TItem) => ReactNode;
  card: (item: TItem) => TFactCard;
};

/**
 * A whole staff list (members, staff accounts, jobs, dues) under its section's heading: a
 * table on wide screens, and cards of facts at 1024 px and below.
 */
export function FactCardList<TItem, TColumn extends string>({
  copy,
  columns,
  card,
  ...list
}: TFactCardListProps<TItem, TColumn>) {
  return (
    <ResponsiveList
      {...list}
      label={copy.heading}
      columns={columns.map((column) => copy.columns[column])}
      card={(item) => {
        const { title, status, statusLabel, facts, actions } = card(item);
        return (
          <>
            <CardHeader title={title} status={status} statusLabel={statusLabel} heading="h3" />
            <FactList facts={facts} />
            {actions}
          </>
        );
      }}
    />
  );
}
