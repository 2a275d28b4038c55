import { useLoadFailureLog } from './use-load-failure-log';
import type { usePagedStatusList } from './use-paged-status-list';

type TPaging<TStatus extends string> = ReturnType<typeof usePagedStatusList<TStatus>>;

/** What a paged list query has answered, as far as `PagedStatusList` needs it. */
type TPagedQuery = { error: Error | null; isPending: boolean };

type TPagedAnswerOptions = {
  /** How many rows and pages the answer holds; left out until the first page has answered. */
  pages: { total: number; totalPages: number } | undefined;
  /** Logged once per load failure (docs/product/errors.md). */
  failureLog: string;
  /** Move back to the last page when a change empties the one shown (the default). */
  keepPageWithin?: boolean;
};

/**
 * The paging half of a `PagedStatusList`'s props for a staff list query: logs a failed load,
 * keeps the page within the answer's pages, and hands on the filter, total and pending state.
 */
export function usePagedAnswer<TStatus extends string>(
  paging: TPaging<TStatus>,
  query: TPagedQuery,
  { pages, failureLog, keepPageWithin = true }: TPagedAnswerOptions,
) {
  const totalPages = pages?.totalPages ?? 0;

  useLoadFailureLog(query.error, failureLog);
  if (keepPageWithin) paging.keepPageWithin(totalPages);

  return { paging, total: pages?.total, totalPages, pending: query.isPending };
}
