import type { TBilingualText } from '@academy/contracts';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/pagination/Pagination';
import { ListPanel } from './ListPanel';
import styles from './Staff.module.css';
import { StatusFilterBar } from './StatusFilterBar';
import type { TStatusFilter } from './use-paged-status-list';

export type TPagedStatusListProps<TStatus extends string> = {
  /** The statuses offered after "all", in this order. */
  statuses: readonly TStatus[];
  labels: Record<TStatus, TBilingualText>;
  /** The filter and page of `usePagedStatusList`. */
  paging: {
    status: TStatusFilter<TStatus>;
    page: number;
    setPage: (page: number) => void;
    filterBy: (status: TStatusFilter<TStatus>) => void;
  };
  /** Left out until the first page has answered. */
  total: number | undefined;
  totalPages: number;
  /** Names the list's panel. */
  label: string;
  /** Nothing has answered yet. */
  pending: boolean;
  loadingLabel?: string;
  empty: boolean;
  emptyText: string;
  busy?: boolean;
  children: ReactNode;
};

/** A paged staff list: the status filter with the total, the list's panel, then the pages. */
export function PagedStatusList<TStatus extends string>({
  statuses,
  labels,
  paging,
  total,
  totalPages,
  children,
  ...panel
}: TPagedStatusListProps<TStatus>) {
  return (
    <div className={styles.stack}>
      <StatusFilterBar
        statuses={statuses}
        labels={labels}
        value={paging.status}
        onChange={paging.filterBy}
        total={total}
      />
      <ListPanel {...panel}>{children}</ListPanel>
      <Pagination page={paging.page} totalPages={totalPages} onPageChange={paging.setPage} />
    </div>
  );
}
