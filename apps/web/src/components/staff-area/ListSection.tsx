import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { ListPanel } from './ListPanel';
import styles from './Staff.module.css';

export type TListSectionProps = {
  headingId: string;
  /** The heading, the count line with its {count}, and what an empty list says. */
  copy: { heading: string; total?: string; empty: string };
  /** How many there are, once the list has loaded; with `copy.total` it makes the count line. */
  count?: number;
  /** A button beside the heading, e.g. "add". */
  action?: ReactNode;
  /** The list's query; a failure with nothing loaded before shows as such. */
  query: { isPending: boolean; isError: boolean; error: Error | null; data: unknown };
  /** What the console says when the list cannot be loaded. */
  failureLog: string;
  empty: boolean;
  children: ReactNode;
};

/** A whole-list staff screen (members, staff accounts): heading, count and action, then the list. */
export function ListSection({
  headingId,
  copy,
  count,
  action,
  query,
  failureLog,
  empty,
  children,
}: TListSectionProps) {
  const common = useT().staffDashboard.common;
  const total =
    copy.total !== undefined && count !== undefined ? format(copy.total, { count }) : null;

  // docs/product/errors.md: load failures on staff screens are only logged.
  useEffect(() => {
    if (query.isError) console.warn(failureLog, query.error);
  }, [query.isError, query.error, failureLog]);

  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <h2 id={headingId} className={styles.cardTitle}>
          {copy.heading}
        </h2>
        {total !== null && (
          <p className={styles.total} role="status">
            {total}
          </p>
        )}
        {action}
      </div>
      <ListPanel
        pending={query.isPending}
        loadingLabel={common.loading}
        failed={query.isError && query.data === undefined}
        empty={empty}
        emptyText={copy.empty}
      >
        {children}
      </ListPanel>
    </section>
  );
}
