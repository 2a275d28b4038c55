import type { ReactNode } from 'react';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { useT } from '@/i18n/use-language';
import styles from './Staff.module.css';

type TListPanelProps = {
  /** Names the panel; the list inside carries the same name. Without it a heading names the list. */
  label?: string;
  /** Nothing has answered yet. */
  pending: boolean;
  /** Defaults to the wording the staff request screens share. */
  loadingLabel?: string;
  /** The list could not be loaded and there is nothing earlier to show. */
  failed?: boolean;
  empty: boolean;
  emptyText: string;
  /** Tells assistive technology that the shown rows are about to be replaced. */
  busy?: boolean;
  children: ReactNode;
};

/** The panel of a staff list: loading, then the load failure, the empty text or the list. */
export function ListPanel({
  label,
  pending,
  loadingLabel,
  failed = false,
  empty,
  emptyText,
  busy,
  children,
}: TListPanelProps) {
  const t = useT();
  return (
    <section className={styles.panel} aria-label={label} aria-busy={busy}>
      {pending ? (
        <LoadingState label={loadingLabel ?? t.staffRequests.common.loading} />
      ) : failed ? (
        <p className={styles.empty} role="status">
          {t.staffDashboard.common.loadFailed}
        </p>
      ) : empty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        children
      )}
    </section>
  );
}
