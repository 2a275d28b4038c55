import type { ReactNode } from 'react';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { useT } from '@/i18n/use-language';
import styles from './Staff.module.css';

type TListPanelProps = {
  /** Names the panel; the list inside carries the same name. */
  label: string;
  /** Nothing has answered yet. */
  pending: boolean;
  /** Defaults to the wording the staff request screens share. */
  loadingLabel?: string;
  empty: boolean;
  emptyText: string;
  /** Tells assistive technology that the shown rows are about to be replaced. */
  busy?: boolean;
  children: ReactNode;
};

/** The panel of a paged staff list: loading, then the empty text or the list. */
export function ListPanel({
  label,
  pending,
  loadingLabel,
  empty,
  emptyText,
  busy,
  children,
}: TListPanelProps) {
  const common = useT().staffRequests.common;
  return (
    <section className={styles.panel} aria-label={label} aria-busy={busy}>
      {pending ? (
        <LoadingState label={loadingLabel ?? common.loading} />
      ) : empty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        children
      )}
    </section>
  );
}
