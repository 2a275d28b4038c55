import type { TRequestPage } from '@/lib/staff-queries/request-pages';
import { usePagedAnswer } from './use-paged-answer';
import { usePagedStatusList } from './use-paged-status-list';

/** What a staff list query answers, as far as the list needs it. */
type TListQuery<TData> = {
  data: TData | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
};

type TStaffListOptions<TData, TItem> = {
  /** The rows of one answered page. */
  rows: (data: TData) => readonly TItem[];
  /** How many rows and pages there are in all. */
  pages: (data: TData) => { total: number; totalPages: number };
  /** Logged once per load failure (docs/product/errors.md). */
  failureLog: string;
  /** Move back to the last page when a change empties the one shown (the default). */
  keepPageWithin?: boolean;
};

/**
 * A paged staff list filtered by status: the filter and page, the page's query (`useListPage`,
 * one of the features' list hooks), its rows, and the paging props of `StaffListPage`.
 */
export function useStaffList<TStatus extends string, TData, TItem>(
  useListPage: (page: TRequestPage<TStatus>) => TListQuery<TData>,
  { rows, pages, failureLog, keepPageWithin }: TStaffListOptions<TData, TItem>,
) {
  const paging = usePagedStatusList<TStatus>();
  const list = useListPage({ page: paging.page, status: paging.status });
  const answer = usePagedAnswer(paging, list, {
    pages: list.data && pages(list.data),
    failureLog,
    keepPageWithin,
  });
  const items = list.data ? rows(list.data) : [];
  return { paging, list, items, answer: { ...answer, empty: items.length === 0 } };
}
